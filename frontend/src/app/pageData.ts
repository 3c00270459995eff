/**
 * The small modules that start a page's reads, by page path: the page's route loader calls
 * one beside the guard's menu call and the page's code, and `early.ts` before `main` has
 * arrived (for a signed-in person who may open the page). Each resolves to `prefetch`.
 */
import type { QueryClient } from '@tanstack/react-query';

export type PageData = () => Promise<{ prefetch: (client: QueryClient, url: URL) => void }>;

export const PAGE_DATA: Readonly<Record<string, PageData>> = {
  '/app': () =>
    import(/* webpackChunkName: "my-apps-data" */ '@/features/installs/pages/myAppsList'),
};
