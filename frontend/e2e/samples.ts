import { expect, type Page } from '@playwright/test';

import type { PagePath } from '../src/config/pageTable';

import type { Persona } from './personas';

/** Beijing's centre: the demo market's providers (`seed_market`) list boxes around it. */
export const NEAR = '116.4074,39.9042';
/** dave's company, which invites the signed-in personas (the join page's sample). */
export const SAMPLE_COMPANY = 'Sample Co';

/** A persona's links that a page uses up when it opens them (see `PageLoad.once`). */
export interface OwnLinks {
  /** A new account's first e-mail verification link. */
  emailVerified: string;
  /** /pc-web as the desktop client opens it, handing over a session of dave's (forks once). */
  pcWeb: string;
  /** The invitation to `SAMPLE_COMPANY` sent to the persona (none for a visitor). */
  joinCompany?: string;
}

/** The rows and links the setup (`pages.setup.ts`) makes or finds for the pages below. */
export interface Samples {
  storeApp: number;
  /** alice's Z-BOX, Jupyter Lab on it and Home Assistant, a lite app (its space's card). */
  device: number;
  installedApp: number;
  liteApp: number;
  /** Demo Co's Z-BOX and its Ollama, allocated to carol. */
  companyDevice: number;
  companyApp: number;
  /** A listing of the demo market near `NEAR`. */
  listing: { id: number; name: string };
  /** alice's ended rental (its panel: the charges and "Dispute a charge"). */
  rental: number;
  /** A password-reset link (dave's, never used). */
  resetPassword: string;
  links: Record<string, OwnLinks>;
}

/** One load of a page by the page check. */
export interface PageLoad {
  url: string;
  /** Passes once the page shows its real content, not its failure or empty state. */
  shows?: (page: Page) => Promise<void>;
  /** The page's failure result is what it shows here (the error pages). */
  failure?: boolean;
  /** Uses its link up, or changes who is signed in: loaded once (one language) in its own tab. */
  once?: boolean;
}

export const visible = (selector: string) => async (page: Page) => {
  await expect(page.locator(selector).first()).toBeVisible();
};

const heading = (level: 1 | 2, name: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { level, name, exact: true })).toBeVisible();
};

const ERROR_PAGE = { failure: true, shows: visible('[data-error-screen]') };

/**
 * How a persona loads each page that needs an id, a query or a token (one page may be loaded
 * several ways); any other page is loaded at its path. A new page of that kind adds its line,
 * with what it shows when it works (in words of no language: the check runs in two).
 */
export function pageLoads(
  samples: Samples,
  persona: Persona,
): Partial<Record<PagePath, PageLoad[]>> {
  const company = persona.company !== undefined;
  const signedIn = persona.account !== null;
  const device = company ? samples.companyDevice : samples.device;
  const installedApp = company ? samples.companyApp : samples.installedApp;
  const links = samples.links[persona.name];
  const { listing } = samples;
  const join = links.joinCompany;
  return {
    '/app-store/:id': [{ url: `/app-store/${samples.storeApp}` }],
    // A company member may not install: the page says so.
    '/app-store/:id/config': [
      { url: `/app-store/${samples.storeApp}/config`, failure: persona.userType === 'member' },
    ],
    '/devices/details': [{ url: `/devices/details?id=${device}` }],
    '/devices/apps/:id': [
      { url: `/devices/apps/${installedApp}` },
      // The lite-app space's card, with its usage bar.
      ...(company
        ? []
        : [{ url: `/devices/apps/${samples.liteApp}`, shows: visible('[role="progressbar"]') }]),
    ],
    '/app/:id': [{ url: `/app/${installedApp}` }],
    // The list, and for the renter one rental's panel with its dispute action.
    ...(persona.name === 'alice' && {
      '/my-orders': [
        { url: '/my-orders' },
        {
          url: `/my-orders?id=${samples.rental}`,
          shows: visible('[data-testid="rental-charged"]'),
        },
      ],
    }),
    '/my-apps/ai-compute/:id': [{ url: `/my-apps/ai-compute/${installedApp}` }],
    '/market/details': [
      { url: `/market/details?id=${listing.id}`, shows: heading(1, listing.name) },
    ],
    '/nearby/details': [
      { url: `/nearby/details?id=${listing.id}&near=${NEAR}`, shows: heading(1, listing.name) },
    ],
    // The mobile set's title bar is the `h1`.
    '/m/market/details': [
      { url: `/m/market/details?id=${listing.id}`, shows: heading(2, listing.name) },
    ],
    '/m/nearby/details': [
      { url: `/m/nearby/details?id=${listing.id}&near=${NEAR}`, shows: heading(2, listing.name) },
    ],
    '/check-email': [{ url: '/check-email?email=new.person%40example.com' }],
    '/reset-password': [
      {
        url: samples.resetPassword,
        shows: async (page) => expect(page.locator('form input[type="password"]')).toHaveCount(2),
      },
    ],
    // Another account's link (a newcomer's): it verifies only for that account signed in, so a
    // visitor is asked to sign in first and a signed-in persona is offered to switch.
    '/email-verified': [
      signedIn
        ? {
            url: links.emailVerified,
            once: true,
            failure: true,
            shows: visible('.ant-result-error'),
          }
        : { url: links.emailVerified, once: true, shows: visible('form') },
    ],
    ...(join && {
      '/iam/v1/sme/join': [
        {
          url: join,
          shows: async (page: Page) =>
            expect(page.getByText(SAMPLE_COMPANY, { exact: true })).toBeVisible(),
        },
      ],
    }),
    // The test server cannot reach WeChat to trade a code, so the sign-in fails: its failure
    // result (with the server's reason) is all this page shows here.
    '/auth/wechat/callback': [
      { url: '/auth/wechat/callback?code=sample-code&state=sample-state', failure: true },
    ],
    // Linking asks first; a visitor signs in first.
    '/wechat/link': [
      {
        url: '/wechat/link?code=sample-code&state=sample-state',
        shows: signedIn
          ? visible('.ant-result-info')
          : async (page) => expect(page).toHaveURL(/\/auth\/signin\?redirect=/),
      },
    ],
    // Signed in as someone else, it asks before switching; a visitor goes on to the page.
    '/pc-web': [
      {
        url: links.pcWeb,
        once: true,
        shows: signedIn
          ? visible('.ant-result-warning')
          : async (page) => expect(page).toHaveURL(/\/account\?/),
      },
    ],
    '/403': [{ url: '/403', ...ERROR_PAGE }],
    '/404': [{ url: '/404', ...ERROR_PAGE }],
    '/500': [{ url: '/500', ...ERROR_PAGE }],
  };
}
