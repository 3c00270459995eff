/**
 * The page table (`pages.json`) as typed rows: every page of the app declared once, by path.
 * It has no imports but the table, so the `early` entry reads it without the router.
 */
import type { UserType } from '@/api/types';

import table from './pages.json';

/** A path of the table (`'/wallet'`, `'/app/:id'`): a link to a page that is no row fails to compile. */
export type PagePath = keyof typeof table.pages;

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

/** A row as written in `pages.json` (see docs/frontend-pages.md). */
interface DeclaredPage {
  /** Open to visitors who are not signed in. */
  public: boolean;
  /** Who may open it (for public pages: every type). */
  userTypes: readonly UserType[];
  layout: PageLayout;
  /** The module that default-exports its component: `features/<feature>/pages/<Name>.tsx`. */
  view?: string;
  /** A route that only forwards here (with the query) instead of rendering. */
  forward?: string;
  /** The message id of its browser-tab title, in its own catalogs or the core's. */
  title?: string;
  /**
   * Its `h1` is its title (`title`, without arguments): the server draws the heading in the
   * signed-in frame before any code runs (docs/decisions/0061).
   */
  heading?: boolean;
  /**
   * The figure the page shows first (its largest text): the server draws its label and a place
   * for it under the heading, and the page's early reads fill it in (`lib/bootFigure`).
   * Message ids: a plain label, and a text around its one `{amount}`.
   */
  figure?: { label: string; text: string };
  /** The features whose catalogs its code uses beyond the core and its layout's. */
  catalogs?: readonly string[];
  /** The module that starts its reads early: `features/<feature>/pages/<Name>.data.ts`. */
  data?: string;
  /** The page it belongs to: its menu parent, or the menu entry that grants it. */
  parent?: string;
  menu?: PageMenuEntry;
  /** The page's mobile twin, where a signed-out phone goes instead (with the query). */
  mobile?: string;
  /** Its query carries tokens: the server answers it `no-referrer` and `no-store`. */
  tokensInQuery?: boolean;
}

export interface PageRow extends DeclaredPage {
  /** react-router pattern (`:id` for parameters). */
  path: string;
  /** It renders or forwards; a row with neither is a page not built yet (the 404 screen). */
  built: boolean;
}

export const PAGE_TABLE: readonly PageRow[] = Object.entries(
  table.pages as Readonly<Record<string, DeclaredPage>>,
).map(([path, page]) => ({
  ...page,
  path,
  built: page.view !== undefined || page.forward !== undefined,
}));

/** The catalogs each frame loads beyond the core, for every page in it. */
export const LAYOUT_CATALOGS: Readonly<Record<PageLayout, readonly string[]>> = {
  bare: [],
  ...table.layoutCatalogs,
};

/** Short paths that lead elsewhere once their target is built (the server redirects them). */
export const REDIRECTS: Readonly<Record<string, string>> = table.redirects;
