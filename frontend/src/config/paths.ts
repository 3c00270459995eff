/** Paths the code links to by name; each is a row of the page table (checked by a test). */
import { QUERY_PARAMS } from '@/constants';
import { withQuery } from '@/utils/url';

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
export const NETWORK_ERROR_PATH = '/500';
export const PC_WEB_PATH = '/pc-web';
export const APP_PATH = '/app';
export const MESSAGES_PATH = '/messages';
export const MOBILE_HOME_PATH = '/m/market';
/** The individual's companies hub, home after leaving or deleting a company. */
export const MY_COMPANIES_PATH = '/history';
export const COMPANY_JOIN_PATH = '/iam/v1/sme/join';
export const COMPANY_EMAIL_PATH = '/company-email';
export const COMPANY_INTRO_PATH = '/compony';
export const COMPANY_INTRO_MOBILE_PATH = '/m/compony';
/** The owner's company pages. */
export const COMPANY_PATH = '/company';
export const COMPANY_ALLOCATE_PATH = '/company/allocate';
export const COMPANY_HISTORY_PATH = '/company/history';
export const WALLET_PATH = '/wallet';
export const WALLET_TRANSACTIONS_PATH = '/wallet/transactions';
export const WALLET_PAY_PATH = '/wallet/pay';
/** The legal pages and the user guide (public; phones stay on them). */
export const TERMS_PATH = '/terms';
export const PRIVACY_PATH = '/privacy';
export const GUIDE_PATH = '/guide';

/** Sign-in, coming back to `wanted` afterwards. */
export function signInRedirect(wanted?: string): string {
  return wanted && wanted !== '/'
    ? withQuery(SIGN_IN_PATH, { [QUERY_PARAMS.redirect]: wanted })
    : SIGN_IN_PATH;
}
