/**
 * The page table (`pages.json`): every page of the app declared once, by path. The server
 * reads the same file for the pages it serves, the menu and the files it preloads; the
 * router builds its routes from it (`src/app/pages.ts`) and the guard its rules.
 */
import { matchPath } from 'react-router';

import type { UserType } from '@/api/types';

import { PAGE_TABLE, REDIRECTS, type PageRow } from './pageTable';
import { ACCOUNT_PATH, APP_PATH } from './paths';

export {
  LAYOUT_CATALOGS,
  PAGE_TABLE,
  REDIRECTS,
  type PageLayout,
  type PageMenuEntry,
  type PagePath,
  type PageRow,
} from './pageTable';

function rowAt(path: string): PageRow | undefined {
  return PAGE_TABLE.find((page) => page.path === path);
}

// The menu asks for the same paths many times while it is built; each miss matches the table.
// Paths with ids are many: the memo starts again past a bound.
const rowsByPathname = new Map<string, PageRow | undefined>();
const MEMO_LIMIT = 500;

/** The table's row for `pathname` (matched like the router: `:id` segments, any case). */
export function pageAt(pathname: string): PageRow | undefined {
  if (!rowsByPathname.has(pathname)) {
    if (rowsByPathname.size >= MEMO_LIMIT) rowsByPathname.clear();
    rowsByPathname.set(
      pathname,
      rowAt(pathname) ??
        PAGE_TABLE.find((page) => matchPath({ path: page.path, end: true }, pathname) !== null),
    );
  }
  return rowsByPathname.get(pathname);
}

export function isPublicPath(pathname: string): boolean {
  return Object.hasOwn(REDIRECTS, pathname) || pageAt(pathname)?.public === true;
}

/** A page behind sign-in, built or not. */
export function isSignedInPath(pathname: string): boolean {
  return pageAt(pathname)?.public === false;
}

export function isBuiltPath(pathname: string): boolean {
  return pageAt(pathname)?.built === true;
}

export function mayOpen(pathname: string, userType: UserType): boolean {
  return pageAt(pathname)?.userTypes.includes(userType) === true;
}

/**
 * The server-menu path that must grant the built page at `pathname`: its own, or that of
 * the ancestor whose menu entry grants it (/account for /account/username); null for pages
 * the menu does not govern.
 */
export function menuPathFor(pathname: string): string | null {
  const page = pageAt(pathname);
  if (!page?.built) return null;
  let granting: PageRow | undefined = page;
  while (granting && (!granting.menu || granting.menu.viaParent)) {
    granting = granting.parent === undefined ? undefined : rowAt(granting.parent);
  }
  if (!granting) return null;
  return granting === page ? pathname : granting.path;
}

/** Where signing in leads by default: /app once it exists, the account page until then. */
export function defaultHomePath(): string {
  return isBuiltPath(APP_PATH) ? APP_PATH : ACCOUNT_PATH;
}
