/**
 * Product-wide constants (spec section 9). Anything a feature needs to share
 * lives here so the numbers are defined once.
 */

/** Keys under which the app keeps state in localStorage. */
export const STORAGE_KEYS = {
  /** JSON `Session` (token, refresh_token, access_token_expire, smeId, userType). */
  session: 'zc.session',
  /** E-mail of the signed-in account, as handed over by the desktop client. */
  email: 'zc.email',
  /** JSON global settings (`i18n/settingsStore.ts`): the language the person chose. */
  settings: 'zc.settings',
  /** The language choice as kept before `settings` (`zh` or `en`): taken over once, then removed. */
  legacyLocale: 'zc.locale',
  /** `"1"` while running inside the desktop client (set by /pc-web). */
  pcMode: 'zc.pcMode',
  /** The desktop client's origin messages to a parent frame go to (`auth/options`). */
  hostOrigin: 'zc.hostOrigin',
  /** `?redirect=` of the sign-in page, kept while the browser is away at WeChat. */
  wechatRedirect: 'zc.wechatRedirect',
  /** Why the last session ended, when the server said so (sessionStorage; see `lib/sessionEnd`). */
  sessionEnd: 'zc.sessionEnd',
  /** The /app list's filters, sort and page (`lib/urlQuery.ts`, `useKeptUrlQuery`). */
  apps: 'zc.apps',
  /** The /devices list's filters, sort and page. */
  devices: 'zc.devices',
  /** The /friends list's search, tag, sort and page. */
  friends: 'zc.friends',
  /** The company owner's choice on /company/allocate (the member shown). */
  company: 'zc.company',
  /**
   * Where a deposit started from (a listing's page), kept in sessionStorage while the browser
   * is away at the payment page (`features/wallet/depositReturn.ts`).
   */
  depositReturn: 'zc.depositReturn',
} as const;

/**
 * What this browser keeps for the signed-in person (spec section 9): forgotten whenever who is
 * signed in changes (`lib/auth`: sign-in, identity switch, sign-out, a session that ends).
 */
export const PERSON_STORAGE_KEYS = [
  STORAGE_KEYS.apps,
  STORAGE_KEYS.devices,
  STORAGE_KEYS.friends,
  STORAGE_KEYS.company,
] as const;

/** Query parameter names understood on every page or on specific entries. */
export const QUERY_PARAMS = {
  /** Where to go after sign-in (or after /pc-web, or to retry from /500). Same-origin path only. */
  redirect: 'redirect',
  /** `zh` or `en`: overrides and remembers the interface language. */
  lang: 'lang',
  /** The rental `/my-orders` opens. */
  rentalId: 'id',
  /** The listing a listing's page shows. */
  listingId: 'id',
} as const;

export const REQUEST_TIMEOUT_MS = 30_000;
export const REFRESH_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** Refresh the session when this many seconds or fewer remain on the access token. */
export const REFRESH_THRESHOLD_S = 3600;
/** The loading overlay closes this long after the last counted request settles. */
export const LOADING_CLOSE_DELAY_MS = 400;
/** After the first page shows, code kept for later (notices, the progress bar) is fetched. */
export const PREFETCH_AFTER_MS = 2000;

/** Event streams (spec section 9): pause before reconnecting after a failure. */
export const STREAM_RETRY_INTERVAL_MS = 3000;
/** Event streams: reconnections in a row before giving up (a successful open resets the count). */
export const STREAM_MAX_RETRIES = 5;
/** Event streams: how many of the latest messages are kept. */
export const STREAM_KEEP_MESSAGES = 10;

export const TOAST_DEFAULTS = { duration: 3, top: 16, type: 'info' } as const;
export const NOTIFICATION_DEFAULTS = {
  duration: 4.5,
  top: 16,
  gap: 16,
  placement: 'topRight',
} as const;
/** antd `zIndexPopupBase`: modals, messages and notifications stack from here. */
export const Z_INDEX_BASE = 2000;
/** The most rows the server answers in one page: pickers and switchers read this one page. */
export const PICKER_LIMIT = 100;
/** The one page a picker reads. */
export const PICKER_PAGE = { offset: 0, limit: PICKER_LIMIT } as const;

/** Counts above this show as "99+". */
export const BADGE_MAX = 99;

export const AVATAR_MAX_BYTES = 3 * 1024 * 1024;
/** Accepted avatar formats (spec section 5). */
export const AVATAR_FORMATS = {
  extensions: ['jpg', 'jpeg', 'png', 'webp', 'gif'],
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
} as const;
/** Side in pixels of the square avatar the crop produces (smaller crops keep their size). */
export const AVATAR_OUTPUT_SIZE = 512;
