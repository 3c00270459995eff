/**
 * The page table (`pages.json`): every page of the app, one row each. The server reads the
 * same file for the pages it serves and for the menu; the router builds its routes from the
 * built rows (`src/app/pages.ts` adds each one's component) and the guard its rules.
 */
import { matchPath } from 'react-router';

import type { UserType } from '@/api/types';

import { ACCOUNT_PATH, APP_PATH } from './paths';
import table from './pages.json';

/**
 * The frame a page renders in: full screen, the sign-in card, the signed-in layout, or the
 * mobile set's (title bar and tabs).
 */
export type PageLayout = 'bare' | 'auth' | 'shell' | 'mobile';

/** The page's entry in the server menu (`GET iam/v1/menu`). */
export interface PageMenuEntry {
  name: string;
  component: string;
  /** A translation key of the menu titles. */
  title: string;
  icon?: string;
  hidden?: boolean;
  /** The menu does not list the entry itself: the parent's entry grants the page. */
  viaParent?: boolean;
  /** Whom the server's menu offers it, when fewer than may open the page (the App store). */
  userTypes?: readonly UserType[];
}

export interface PageRow {
  /** react-router pattern (`:id` for parameters). */
  path: string;
  /** Open to visitors who are not signed in. */
  public: boolean;
  /** Who may open it (for public pages: every type). */
  userTypes: readonly UserType[];
  /** Not yet built: the 404 screen (after sign-in for a signed-in page). */
  built: boolean;
  layout?: PageLayout;
  /** The page it belongs to: its menu parent, or the menu entry that grants it. */
  parent?: string;
  menu?: PageMenuEntry;
  /** A phone stays here instead of going to the mobile site. */
  phoneStays?: boolean;
  /** The page's mobile twin, where a phone goes instead (with the query). */
  mobile?: string;
  /** Its query carries tokens: the server answers it `no-referrer` and `no-store`. */
  tokensInQuery?: boolean;
}

export const PAGE_TABLE = table.pages as readonly PageRow[];

/** Short paths that lead elsewhere once their target is built (the server redirects them). */
export const REDIRECTS: Readonly<Record<string, string>> = table.redirects;

function rowAt(path: string): PageRow | undefined {
  return PAGE_TABLE.find((page) => page.path === path);
}

/** The table's row for `pathname` (matched like the router: `:id` segments, any case). */
export function pageAt(pathname: string): PageRow | undefined {
  return (
    rowAt(pathname) ??
    PAGE_TABLE.find((page) => matchPath({ path: page.path, end: true }, pathname) !== null)
  );
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
