/**
 * The modules that start a page's reads, named by the page table's `data`: the page's route
 * loader calls one beside the guard's menu call and the page's code, and `early.ts` before
 * `main` has arrived (for a signed-in person who may open the page). Each resolves to
 * `prefetch`. Only the table is imported here: `early` stays small.
 */
import type { QueryClient } from '@tanstack/react-query';

import type { UserType } from '@/api/types';
import type { PageRow } from '@/config/pageTable';
import { isPublicPath, mayOpen } from '@/config/pages';

export type PageData = () => Promise<{
  prefetch: (client: QueryClient, url: URL) => void;
  /** Its reads need no sign-in (the market's): they start for a signed-out visitor too. */
  forVisitors?: boolean;
}>;

/**
 * Starts the reads of `data` for whoever is here: a signed-in person the page is for, or a
 * signed-out visitor when the reads need no sign-in.
 */
export function startPageData(
  data: PageData,
  {
    pathname,
    userType,
    client,
    url,
  }: {
    pathname: string;
    userType: UserType | null;
    client: QueryClient;
    url: URL;
  },
): void {
  // A visitor on a page behind sign-in is on the way to sign-in: not even its module is fetched.
  if (userType === null ? !isPublicPath(pathname) : !mayOpen(pathname, userType)) return;
  data()
    .then(({ prefetch, forVisitors }) => {
      if (userType !== null || forVisitors) prefetch(client, url);
    })
    .catch(() => undefined); // the page reads again and shows the failure
}

/** The frame's reads on a signed-in person's console page (`layout/shell.data.ts`). */
export function startShellData(client: QueryClient, userType: UserType): void {
  import(/* webpackChunkName: "shell-data" */ './layout/shell.data')
    .then(({ prefetch }) => prefetch(client, userType))
    .catch(() => undefined); // the frame reads again and shows the failure
}

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
