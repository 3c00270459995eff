/**
 * The page registry: every page of the app, lazily loaded, in one table.
 *
 * - `layout` picks the frame: `bare` (full screen), `auth` (the sign-in card)
 *   or `shell` (the signed-in layout with the server menu).
 * - `menu: true` means the server menu grants the page: it shows in the
 *   navigation and a caller whose menu lacks it is sent to /403. A page the
 *   menu does not list itself names the entry granting it in `menuParent`.
 * - A menu entry with no page here is hidden from the navigation and its
 *   path shows the 404 screen. Later features add their pages here.
 */
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { matchPath } from 'react-router';

import { accountCatalog } from '@/features/account/catalog';
import { appsCatalog } from '@/features/apps/catalog';
import { devicesCatalog } from '@/features/devices/catalog';
import { friendsCatalog } from '@/features/friends/catalog';
import { landingCatalog } from '@/features/landing/catalog';
import { storeCatalog } from '@/features/store/catalog';
import { appPageTitles } from '@/features/apps/pages/messages';
import { accountPageTitles } from '@/features/account/pages/messages';
import { authPageTitles } from '@/features/auth/pages/messages';
import { devicesPageTitles } from '@/features/devices/pages/messages';
import { friendsPageTitles } from '@/features/friends/pages/messages';
import { landingPageTitles } from '@/features/landing/pages/messages';
import { notificationsPageTitles } from '@/features/notifications/pages/messages';
import { storePageTitles } from '@/features/store/pages/messages';
import { errorPageMessages } from '@/features/errors/messages';
import type { CatalogLoader } from '@/i18n/catalogs';

import {
  ACCOUNT_PATH,
  APP_PATH,
  DEVICE_DETAILS_PATH,
  DEVICE_LINK_PATH,
  DEVICES_PATH,
  MESSAGES_PATH,
  ZCLOUD_CREATE_PATH,
} from './guards/paths';

export type PageLayout = 'bare' | 'auth' | 'shell';

export interface PageDefinition {
  /** react-router pattern (`:id` for parameters). */
  path: string;
  layout: PageLayout;
  load: () => Promise<{ default: ComponentType }>;
  /** Shown as "<title> - <product>" in the browser tab. */
  title?: MessageDescriptor;
  /** The feature catalogs its code uses beyond the core and its layout's (checked by a test). */
  catalogs?: readonly CatalogLoader[];
  menu?: boolean;
  /**
   * For a menu page the server menu does not list (e.g. /account/username): the
   * menu entry that grants it, also highlighted in the navigation while it is open.
   */
  menuParent?: string;
}

export const PAGES: readonly PageDefinition[] = [
  {
    path: '/',
    layout: 'bare',
    title: landingPageTitles.landing,
    catalogs: [landingCatalog],
    load: () => import(/* webpackChunkName: "landing" */ '@/features/landing/pages/LandingPage'),
  },
  // The public app store: its own frame (header with sign-in), for visitors signed out and in.
  {
    path: '/app-store',
    layout: 'bare',
    title: storePageTitles.store,
    catalogs: [storeCatalog],
    load: () => import(/* webpackChunkName: "store" */ '@/features/store/pages/StorePage'),
  },
  {
    path: '/app-store/more',
    layout: 'bare',
    title: storePageTitles.storeMore,
    catalogs: [storeCatalog],
    load: () => import(/* webpackChunkName: "store" */ '@/features/store/pages/MoreAppsPage'),
  },
  {
    path: '/app-store/:id',
    layout: 'bare',
    title: storePageTitles.storeDetails,
    catalogs: [storeCatalog],
    load: () => import(/* webpackChunkName: "store" */ '@/features/store/pages/AppDetailsPage'),
  },
  {
    // Public, like the store; installing asks a signed-out visitor to sign in first.
    path: '/app-store/:id/config',
    layout: 'bare',
    title: appPageTitles.install,
    catalogs: [appsCatalog, devicesCatalog, storeCatalog],
    load: () => import(/* webpackChunkName: "apps" */ '@/features/apps/pages/InstallPage'),
  },
  {
    path: '/auth/signin',
    layout: 'auth',
    title: authPageTitles.signIn,
    load: () => import(/* webpackChunkName: "signin" */ '@/features/auth/pages/SignInPage'),
  },
  {
    path: '/auth/signup',
    layout: 'auth',
    title: authPageTitles.signUp,
    load: () => import(/* webpackChunkName: "auth-pages" */ '@/features/auth/pages/SignUpPage'),
  },
  {
    path: '/auth/wechat/callback',
    layout: 'auth',
    title: authPageTitles.wechatCallback,
    load: () =>
      import(/* webpackChunkName: "auth-pages" */ '@/features/auth/pages/WechatCallbackPage'),
  },
  {
    path: '/check-email',
    layout: 'auth',
    title: authPageTitles.checkEmail,
    load: () => import(/* webpackChunkName: "auth-pages" */ '@/features/auth/pages/CheckEmailPage'),
  },
  {
    path: '/email-verified',
    layout: 'auth',
    title: authPageTitles.emailVerified,
    load: () =>
      import(/* webpackChunkName: "auth-pages" */ '@/features/auth/pages/EmailVerifiedPage'),
  },
  {
    path: '/forget-password',
    layout: 'auth',
    title: authPageTitles.forgotPassword,
    load: () =>
      import(/* webpackChunkName: "auth-pages" */ '@/features/auth/pages/ForgotPasswordPage'),
  },
  {
    path: '/reset-password',
    layout: 'auth',
    title: authPageTitles.resetPassword,
    load: () =>
      import(/* webpackChunkName: "auth-pages" */ '@/features/auth/pages/ResetPasswordPage'),
  },
  {
    // Public in the route list, but the page itself asks for sign-in; light theme.
    path: '/wechat/link',
    layout: 'bare',
    title: accountPageTitles.wechatLink,
    catalogs: [accountCatalog],
    load: () => import(/* webpackChunkName: "account" */ '@/features/account/pages/WechatLinkPage'),
  },
  {
    path: '/403',
    layout: 'bare',
    title: errorPageMessages.forbiddenTitle,
    load: () => import(/* webpackChunkName: "errors" */ '@/features/errors/pages/ForbiddenPage'),
  },
  {
    path: '/404',
    layout: 'bare',
    title: errorPageMessages.notFoundTitle,
    load: () => import(/* webpackChunkName: "errors" */ '@/features/errors/pages/NotFoundPage'),
  },
  {
    path: '/500',
    layout: 'bare',
    title: errorPageMessages.networkTitle,
    load: () => import(/* webpackChunkName: "errors" */ '@/features/errors/pages/NetworkErrorPage'),
  },
  {
    path: '/account',
    layout: 'shell',
    menu: true,
    title: accountPageTitles.account,
    catalogs: [accountCatalog],
    load: () => import(/* webpackChunkName: "account" */ '@/features/account/pages/ProfilePage'),
  },
  {
    path: '/account/username',
    layout: 'shell',
    menu: true,
    menuParent: '/account',
    title: accountPageTitles.username,
    catalogs: [accountCatalog],
    load: () => import(/* webpackChunkName: "account" */ '@/features/account/pages/UsernamePage'),
  },
  {
    path: '/account/password',
    layout: 'shell',
    menu: true,
    menuParent: '/account',
    title: accountPageTitles.password,
    catalogs: [accountCatalog],
    load: () => import(/* webpackChunkName: "account" */ '@/features/account/pages/PasswordPage'),
  },
  {
    path: MESSAGES_PATH,
    layout: 'shell',
    menu: true,
    title: notificationsPageTitles.notification,
    load: () =>
      import(/* webpackChunkName: "notifications" */ '@/features/notifications/pages/MessagesPage'),
  },
  {
    path: DEVICES_PATH,
    layout: 'shell',
    menu: true,
    title: devicesPageTitles.devices,
    catalogs: [devicesCatalog],
    load: () => import(/* webpackChunkName: "devices" */ '@/features/devices/pages/DevicesPage'),
  },
  // The server menu lists the next three as hidden children of /devices and grants each of
  // them itself (user and admin menus), so the guard checks their own paths.
  {
    path: DEVICE_LINK_PATH,
    layout: 'shell',
    menu: true,
    title: devicesPageTitles.link,
    catalogs: [devicesCatalog],
    load: () => import(/* webpackChunkName: "devices" */ '@/features/devices/pages/LinkDevicePage'),
  },
  {
    path: DEVICE_DETAILS_PATH,
    layout: 'shell',
    menu: true,
    title: devicesPageTitles.details,
    catalogs: [devicesCatalog, appsCatalog],
    load: () =>
      import(/* webpackChunkName: "devices" */ '@/features/devices/pages/DeviceDetailsPage'),
  },
  {
    path: ZCLOUD_CREATE_PATH,
    layout: 'shell',
    menu: true,
    title: devicesPageTitles.zcloud,
    catalogs: [devicesCatalog],
    load: () =>
      import(/* webpackChunkName: "devices" */ '@/features/devices/pages/CreateCloudPage'),
  },
  // Public in the spec (the desktop client opens it), in the signed-in frame; a visitor is
  // asked to sign in. Not a menu page: every user type may open it.
  {
    path: APP_PATH,
    layout: 'shell',
    title: appPageTitles.myApps,
    catalogs: [appsCatalog, devicesCatalog, storeCatalog],
    load: () => import(/* webpackChunkName: "apps" */ '@/features/apps/pages/MyAppsPage'),
  },
  {
    // The server menu lists it as a hidden child of /devices but grants it through /devices.
    path: '/devices/apps/:id',
    layout: 'shell',
    menu: true,
    menuParent: DEVICES_PATH,
    title: appPageTitles.details,
    catalogs: [appsCatalog, devicesCatalog, storeCatalog],
    load: () => import(/* webpackChunkName: "apps" */ '@/features/apps/pages/InstalledAppPage'),
  },
  {
    // Behind sign-in, outside the menu.
    path: '/my-apps/ai-compute/:id',
    layout: 'shell',
    title: appPageTitles.aiCompute,
    catalogs: [appsCatalog, devicesCatalog],
    load: () => import(/* webpackChunkName: "apps" */ '@/features/apps/pages/AiComputePage'),
  },
  {
    path: '/friends',
    layout: 'shell',
    menu: true,
    title: friendsPageTitles.friends,
    catalogs: [friendsCatalog],
    load: () => import(/* webpackChunkName: "friends" */ '@/features/friends/pages/FriendsPage'),
  },
  {
    // The server menu lists /friends/tags as a hidden child but does not grant it itself.
    path: '/friends/tags',
    layout: 'shell',
    menu: true,
    menuParent: '/friends',
    title: friendsPageTitles.tags,
    catalogs: [friendsCatalog],
    load: () => import(/* webpackChunkName: "friends" */ '@/features/friends/pages/TagsPage'),
  },
];

export function findPage(
  pathname: string,
  pages: readonly PageDefinition[] = PAGES,
): PageDefinition | undefined {
  return pages.find((page) => matchPath({ path: page.path, end: true }, pathname) !== null);
}

export function isRegisteredPath(pathname: string): boolean {
  return findPage(pathname) !== undefined;
}

/**
 * The server-menu path that must grant the page at `pathname`: its own path or
 * its `menuParent`; null when the page is not a menu page.
 */
export function menuPathFor(pathname: string): string | null {
  const page = findPage(pathname);
  if (page?.menu !== true) return null;
  return page.menuParent ?? pathname;
}

/** Where signing in leads by default: /app once it exists, the account page until then. */
export function defaultHomePath(): string {
  return isRegisteredPath(APP_PATH) ? APP_PATH : ACCOUNT_PATH;
}
