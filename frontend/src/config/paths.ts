/**
 * Paths the code links to by name. Each must be a path of the page table (`PagePath`), so a
 * page renamed or removed there fails to compile where it is linked; a link may also name
 * its page's path directly (`'/wallet' satisfies PagePath`).
 */
import { QUERY_PARAMS } from '@/constants';
import { withQuery } from '@/utils/url';

import type { PagePath } from './pageTable';

export const SIGN_IN_PATH = '/auth/signin' satisfies PagePath;
export const SIGN_UP_PATH = '/auth/signup' satisfies PagePath;
export const CHECK_EMAIL_PATH = '/check-email' satisfies PagePath;
export const FORGOT_PASSWORD_PATH = '/forget-password' satisfies PagePath;
export const ACCOUNT_PATH = '/account' satisfies PagePath;
export const ACCOUNT_USERNAME_PATH = '/account/username' satisfies PagePath;
export const ACCOUNT_PASSWORD_PATH = '/account/password' satisfies PagePath;
export const DEVICES_PATH = '/devices' satisfies PagePath;
export const DEVICE_LINK_PATH = '/devices/link' satisfies PagePath;
export const DEVICE_DETAILS_PATH = '/devices/details' satisfies PagePath;
export const ZCLOUD_CREATE_PATH = '/devices/zcloud/create' satisfies PagePath;
export const FRIENDS_PATH = '/friends' satisfies PagePath;
export const FRIEND_TAGS_PATH = '/friends/tags' satisfies PagePath;
export const FORBIDDEN_PATH = '/403' satisfies PagePath;
export const NETWORK_ERROR_PATH = '/500' satisfies PagePath;
export const PC_WEB_PATH = '/pc-web' satisfies PagePath;
export const APP_PATH = '/app' satisfies PagePath;
export const MESSAGES_PATH = '/messages' satisfies PagePath;
export const MOBILE_HOME_PATH = '/m/market' satisfies PagePath;
/** The individual's companies hub, home after leaving or deleting a company. */
export const MY_COMPANIES_PATH = '/history' satisfies PagePath;
export const COMPANY_JOIN_PATH = '/iam/v1/sme/join' satisfies PagePath;
export const COMPANY_EMAIL_PATH = '/company-email' satisfies PagePath;
export const COMPANY_INTRO_PATH = '/compony' satisfies PagePath;
export const COMPANY_INTRO_MOBILE_PATH = '/m/compony' satisfies PagePath;
/** The owner's company pages. */
export const COMPANY_PATH = '/company' satisfies PagePath;
export const COMPANY_ALLOCATE_PATH = '/company/allocate' satisfies PagePath;
export const COMPANY_HISTORY_PATH = '/company/history' satisfies PagePath;
export const WALLET_PATH = '/wallet' satisfies PagePath;
export const WALLET_TRANSACTIONS_PATH = '/wallet/transactions' satisfies PagePath;
export const WALLET_PAY_PATH = '/wallet/pay' satisfies PagePath;
export const WALLET_WITHDRAW_PATH = '/wallet/withdraw' satisfies PagePath;
export const MY_ORDERS_PATH = '/my-orders' satisfies PagePath;
export const LISTING_PATH = '/market/details' satisfies PagePath;
/** The legal pages and the user guide (public). */
export const TERMS_PATH = '/terms' satisfies PagePath;
export const PRIVACY_PATH = '/privacy' satisfies PagePath;
export const GUIDE_PATH = '/guide' satisfies PagePath;

/** Sign-in, coming back to `wanted` afterwards. */
export function signInRedirect(wanted?: string): string {
  return wanted && wanted !== '/'
    ? withQuery(SIGN_IN_PATH, { [QUERY_PARAMS.redirect]: wanted })
    : SIGN_IN_PATH;
}

/** `/my-orders` with one rental open, on the renter's side unless `role` says otherwise. */
export function myOrderPath(id: number, role: 'renter' | 'provider' = 'renter'): string {
  return withQuery(MY_ORDERS_PATH, {
    ...(role === 'provider' ? { role } : {}),
    [QUERY_PARAMS.rentalId]: String(id),
  });
}

export const INSTALLED_APP_PATH = '/devices/apps/:id' satisfies PagePath;

/** An installed app's page. */
export function installedAppPath(id: number): string {
  return INSTALLED_APP_PATH.replace(':id', String(id));
}

/** A listing's page under `details` (the desktop one unless a mobile twin is named). */
export function listingPath(id: number, details: string = LISTING_PATH): string {
  return withQuery(details, { [QUERY_PARAMS.listingId]: String(id) });
}

/** A new deposit that comes back to `back` (a same-site path) once paid. */
export function depositPath(back?: string): string {
  return withQuery(WALLET_PAY_PATH, { [QUERY_PARAMS.redirect]: back });
}
