/**
 * The component and browser-tab title of every built page of the page table
 * (`src/config/pages.json`), and the two routes that only forward (`/auth`, `/pc-web`).
 * A test checks that the keys are exactly the table's built pages.
 */
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { replace, type LoaderFunctionArgs } from 'react-router';

import { PC_WEB_PATH, SIGN_IN_PATH } from '@/config/paths';
import {
  accountMessages,
  passwordMessages,
  usernameMessages,
  wechatLinkMessages,
} from '@/features/account/messages';
import {
  checkEmailMessages,
  emailVerifiedMessages,
  forgotPasswordMessages,
  resetPasswordMessages,
  signInMessages,
  signUpMessages,
  wechatCallbackMessages,
} from '@/features/auth/messages';
import {
  detailsMessages,
  devicesMessages,
  linkMessages,
  zcloudMessages,
} from '@/features/devices/messages';
import { appPageTitles } from '@/features/apps/pages/messages';
import { errorPageMessages } from '@/features/errors/messages';
import { friendsMessages, tagsMessages } from '@/features/friends/messages';
import { landingMessages } from '@/features/landing/messages';
import { notificationMessages } from '@/features/notifications/messages';
import { storeMessages } from '@/features/store/messages';

import { pcWebLoader } from './pcWeb';

export type PageView =
  | {
      /** Shown as "<title> - <product>" in the browser tab. */
      title: MessageDescriptor;
      load: () => Promise<{ default: ComponentType }>;
    }
  /** A route that only forwards: its loader redirects before anything renders. */
  | { loader: (args: LoaderFunctionArgs) => Response };

/** Keeps the query (e.g. `?redirect=`, `?lang=`) when forwarding. */
export const forwardTo =
  (to: string) =>
  ({ request }: { request: Request }) =>
    replace(`${to}${new URL(request.url).search}`);

export const PAGE_VIEWS: Readonly<Record<string, PageView>> = {
  '/': {
    title: landingMessages.pageTitle,
    load: () => import(/* webpackChunkName: "landing" */ '@/features/landing/pages/LandingPage'),
  },
  '/app-store': {
    title: storeMessages.pageTitle,
    load: () => import(/* webpackChunkName: "store" */ '@/features/store/pages/StorePage'),
  },
  '/app-store/more': {
    title: storeMessages.morePageTitle,
    load: () => import(/* webpackChunkName: "store" */ '@/features/store/pages/MoreAppsPage'),
  },
  '/app-store/:id': {
    title: storeMessages.detailsPageTitle,
    load: () => import(/* webpackChunkName: "store" */ '@/features/store/pages/AppDetailsPage'),
  },
  '/app-store/:id/config': {
    title: appPageTitles.install,
    load: () => import(/* webpackChunkName: "apps" */ '@/features/apps/pages/InstallPage'),
  },
  '/auth/signin': {
    title: signInMessages.pageTitle,
    load: () => import(/* webpackChunkName: "auth" */ '@/features/auth/pages/SignInPage'),
  },
  '/auth/signup': {
    title: signUpMessages.pageTitle,
    load: () => import(/* webpackChunkName: "auth" */ '@/features/auth/pages/SignUpPage'),
  },
  '/auth/wechat/callback': {
    title: wechatCallbackMessages.pageTitle,
    load: () => import(/* webpackChunkName: "auth" */ '@/features/auth/pages/WechatCallbackPage'),
  },
  '/check-email': {
    title: checkEmailMessages.pageTitle,
    load: () => import(/* webpackChunkName: "auth" */ '@/features/auth/pages/CheckEmailPage'),
  },
  '/email-verified': {
    title: emailVerifiedMessages.pageTitle,
    load: () => import(/* webpackChunkName: "auth" */ '@/features/auth/pages/EmailVerifiedPage'),
  },
  '/forget-password': {
    title: forgotPasswordMessages.pageTitle,
    load: () => import(/* webpackChunkName: "auth" */ '@/features/auth/pages/ForgotPasswordPage'),
  },
  '/reset-password': {
    title: resetPasswordMessages.pageTitle,
    load: () => import(/* webpackChunkName: "auth" */ '@/features/auth/pages/ResetPasswordPage'),
  },
  '/wechat/link': {
    title: wechatLinkMessages.pageTitle,
    load: () => import(/* webpackChunkName: "account" */ '@/features/account/pages/WechatLinkPage'),
  },
  '/403': {
    title: errorPageMessages.forbiddenTitle,
    load: () => import(/* webpackChunkName: "errors" */ '@/features/errors/pages/ForbiddenPage'),
  },
  '/404': {
    title: errorPageMessages.notFoundTitle,
    load: () => import(/* webpackChunkName: "errors" */ '@/features/errors/pages/NotFoundPage'),
  },
  '/500': {
    title: errorPageMessages.networkTitle,
    load: () => import(/* webpackChunkName: "errors" */ '@/features/errors/pages/NetworkErrorPage'),
  },
  '/account': {
    title: accountMessages.pageTitle,
    load: () => import(/* webpackChunkName: "account" */ '@/features/account/pages/ProfilePage'),
  },
  '/account/username': {
    title: usernameMessages.pageTitle,
    load: () => import(/* webpackChunkName: "account" */ '@/features/account/pages/UsernamePage'),
  },
  '/account/password': {
    title: passwordMessages.pageTitle,
    load: () => import(/* webpackChunkName: "account" */ '@/features/account/pages/PasswordPage'),
  },
  '/messages': {
    title: notificationMessages.pageTitle,
    load: () =>
      import(/* webpackChunkName: "notifications" */ '@/features/notifications/pages/MessagesPage'),
  },
  '/devices': {
    title: devicesMessages.pageTitle,
    load: () => import(/* webpackChunkName: "devices" */ '@/features/devices/pages/DevicesPage'),
  },
  '/devices/link': {
    title: linkMessages.pageTitle,
    load: () => import(/* webpackChunkName: "devices" */ '@/features/devices/pages/LinkDevicePage'),
  },
  '/devices/details': {
    title: detailsMessages.pageTitle,
    load: () =>
      import(/* webpackChunkName: "devices" */ '@/features/devices/pages/DeviceDetailsPage'),
  },
  '/devices/zcloud/create': {
    title: zcloudMessages.pageTitle,
    load: () =>
      import(/* webpackChunkName: "devices" */ '@/features/devices/pages/CreateCloudPage'),
  },
  '/app': {
    title: appPageTitles.myApps,
    load: () => import(/* webpackChunkName: "apps" */ '@/features/apps/pages/MyAppsPage'),
  },
  '/devices/apps/:id': {
    title: appPageTitles.details,
    load: () => import(/* webpackChunkName: "apps" */ '@/features/apps/pages/InstalledAppPage'),
  },
  '/my-apps/ai-compute/:id': {
    title: appPageTitles.aiCompute,
    load: () => import(/* webpackChunkName: "apps" */ '@/features/apps/pages/AiComputePage'),
  },
  '/friends': {
    title: friendsMessages.pageTitle,
    load: () => import(/* webpackChunkName: "friends" */ '@/features/friends/pages/FriendsPage'),
  },
  '/friends/tags': {
    title: tagsMessages.pageTitle,
    load: () => import(/* webpackChunkName: "friends" */ '@/features/friends/pages/TagsPage'),
  },
  '/auth': { loader: forwardTo(SIGN_IN_PATH) },
  [PC_WEB_PATH]: { loader: pcWebLoader },
};
