import { matchesPathPattern } from '@/utils/menu';

export const SIGN_IN_PATH = '/auth/signin';
export const SIGN_UP_PATH = '/auth/signup';
export const CHECK_EMAIL_PATH = '/check-email';
export const FORGOT_PASSWORD_PATH = '/forget-password';
export const ACCOUNT_PATH = '/account';
export const ACCOUNT_USERNAME_PATH = '/account/username';
export const ACCOUNT_PASSWORD_PATH = '/account/password';
export const DEVICES_PATH = '/devices';
export const DEVICE_LINK_PATH = '/devices/link';
export const DEVICE_DETAILS_PATH = '/devices/details';
export const ZCLOUD_CREATE_PATH = '/devices/zcloud/create';
export const FRIENDS_PATH = '/friends';
export const FRIEND_TAGS_PATH = '/friends/tags';
export const FORBIDDEN_PATH = '/403';
export const NOT_FOUND_PATH = '/404';
export const NETWORK_ERROR_PATH = '/500';
export const PC_WEB_PATH = '/pc-web';
export const APP_PATH = '/app';
export const MESSAGES_PATH = '/messages';
export const MOBILE_HOME_PATH = '/m/market';

/** Spec section 2: the routes anyone may open without signing in. */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/app-store',
  '/app-store/more',
  '/app-store/:id',
  '/app-store/:id/config',
  '/app',
  '/403',
  '/404',
  '/500',
  '/market',
  '/market/more',
  '/market/details',
  '/nearby',
  '/nearby/details',
  '/nearby/map',
  '/compony',
  // mobile set
  '/m',
  '/m/market',
  '/m/market/more',
  '/m/market/details',
  '/m/nearby',
  '/m/nearby/details',
  '/m/download',
  '/m/compony',
  '/front',
  // authentication and account-related
  '/auth',
  '/auth/signin',
  '/auth/signup',
  '/auth/wechat/callback',
  '/wechat/link',
  '/check-email',
  '/email-verified',
  '/company-email',
  '/forget-password',
  '/reset-password',
  // embedded-client entry
  '/pc-web',
];

/**
 * Spec section 2: the pages behind sign-in (layout and menu routes). A signed-out visitor
 * opening one is sent to sign-in even before its page is built; other unknown paths show
 * the 404 screen.
 */
export const PROTECTED_PATHS: readonly string[] = [
  '/app/:id',
  '/my-apps/ai-compute/:id',
  '/my-orders',
  '/my-devices',
  '/demands-and-offers',
  '/on-demand/place-an-order',
  '/iam/v1/sme/join',
  '/devices',
  '/devices/link',
  '/devices/details',
  '/devices/zcloud/create',
  '/devices/apps/:id',
  '/company',
  '/company/allocate',
  '/company/history',
  '/friends',
  '/friends/tags',
  '/wallet',
  '/wallet/transactions',
  '/wallet/pay',
  '/account',
  '/account/username',
  '/account/password',
  '/messages',
  '/history',
];

/** Pages a phone may stay on instead of being sent to the mobile site. */
export const MOBILE_EXEMPT_PATHS: readonly string[] = [
  '/email-verified',
  '/check-email',
  '/iam/v1/sme/join',
  '/company-email',
  '/reset-password',
];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((pattern) => matchesPathPattern(pattern, pathname));
}

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PATHS.some((pattern) => matchesPathPattern(pattern, pathname));
}
