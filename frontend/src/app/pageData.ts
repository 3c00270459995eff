/**
 * The modules that start a page's reads, named by the page table's `data`: the page's route
 * loader calls one beside the guard's menu call and the page's code, and `early.ts` before
 * `main` has arrived (for a signed-in person who may open the page). Each resolves to
 * `prefetch`. Only the table is imported here: `early` stays small.
 */
import type { QueryClient } from '@tanstack/react-query';

import type { PageRow } from '@/config/pageTable';

export type PageData = () => Promise<{ prefetch: (client: QueryClient, url: URL) => void }>;

/** Where the table's `data` may point: a module beside a feature's pages. */
export const DATA_MODULE = /^features\/([\w-]+)\/pages\/(\w+)\.data\.ts$/;

/** The page's early reads, if its row names them (webpack makes each module its own chunk). */
export function pageData(page: Pick<PageRow, 'path' | 'data'>): PageData | undefined {
  if (page.data === undefined) return undefined;
  const [, feature, name] = DATA_MODULE.exec(page.data) ?? [];
  if (!feature || !name)
    throw new Error(`${page.path}: its data is no .data.ts module of a feature`);
  return () =>
    import(/* webpackChunkName: "[request]" */ `../features/${feature}/pages/${name}.data.ts`);
}
