import { APP_PATH } from '@/config/paths';

export { APP_PATH as MY_APPS_PATH };
export { INSTALLED_APP_PATH, installedAppPath } from '@/config/paths';
export const AI_COMPUTE_PATH = '/my-apps/ai-compute/:id';

/** An app's own page, for its owner and a company member it is allocated to (the desktop client opens it). */
export const appPagePath = (id: number) => `/app/${id}`;
/** The AI compute view of an installed AI app. */
export const aiComputePath = (id: number) => `/my-apps/ai-compute/${id}`;

/** A route's `:id` as a positive integer, else null (the page shows "not found" without asking). */
export function parseIdParam(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
