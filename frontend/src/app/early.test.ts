import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { loadingCounter } from '@/api/loading';
import { sessionStore } from '@/api/session';
import { PICKER_PAGE, STORAGE_KEYS } from '@/constants';
import { accountKeys } from '@/features/account/hooks';
import { companyKeys } from '@/features/companies/hooks';
import { notificationKeys } from '@/features/notifications/hooks';
import { appKeys } from '@/features/installs/queries';
import { marketKeys } from '@/features/market/hooks';
import { setLocale } from '@/i18n/locale';
import { ANTD_STYLES_ID } from '@/lib/antdStyles';
import {
  billingCallsTo,
  billingRoutes,
  callsTo,
  cimCallsTo,
  cimRoutes,
  fakeFetch,
  iamRoutes,
  makeSession,
  ok,
  rmpCallsTo,
  rmpRoutes,
} from '@/test/http';
import { MEMBER_MENU, makeProfile } from '@/test/fixtures';

import { afterPaint, openTwin, startReads } from './early';
import { menuStore } from './menu/store';
import { queryClient } from './queryClient';

const LIST = { items: [], total: 0 };
const PROFILE = makeProfile();
const STATS = { total: 3, unread: 1, pending_friend_requests_exists: false };

function serve() {
  const http = fakeFetch(
    cimRoutes(
      { 'GET apps': () => ok(LIST) },
      iamRoutes({
        'GET menu': () => ok(MEMBER_MENU),
        'GET account/profile': () => ok(PROFILE),
        'GET notifications/stats': () => ok(STATS),
        'GET sme': () => ok(LIST),
      }),
    ),
  );
  vi.stubGlobal('fetch', http.fetch);
  return http.calls;
}

beforeEach(async () => {
  await setLocale('en');
  menuStore.reset();
  queryClient.clear();
});

// The reads started here end after the test's last look; the next file in this worker finds
// the loading overlay closed, as it was.
afterEach(async () => {
  await waitFor(() => expect(loadingCounter.isVisible()).toBe(false));
});

describe('the first page reads before main arrives', () => {
  it("asks for the shell's menu and the page's list, under the keys the page reads", async () => {
    sessionStore.set(makeSession());
    const calls = serve();
    startReads(new URL('http://app.invalid/app?status=running&page=2'));
    await waitFor(() => expect(menuStore.get()).toEqual(MEMBER_MENU));
    const query = {
      status: 'running',
      type: undefined,
      search: '',
      offset: 10,
      limit: 10,
    } as const;
    await waitFor(() => expect(queryClient.getQueryData(appKeys.list('en', query))).toEqual(LIST));
    expect(callsTo(calls, 'GET menu')).toHaveLength(1);
    const [list] = cimCallsTo(calls, 'GET apps');
    expect(new URL(list!.url, 'http://app.invalid').search).toBe(
      '?status=running&offset=10&limit=10',
    );
  });

  it('asks for the list as the person kept it when the URL has no query (a reload)', async () => {
    sessionStore.set(makeSession());
    localStorage.setItem(STORAGE_KEYS.apps, JSON.stringify({ sort: 'name', page: '3' }));
    const calls = serve();
    startReads(new URL('http://app.invalid/app'));
    const query = { search: '', sort: 'name', offset: 20, limit: 10 } as const;
    await waitFor(() => expect(queryClient.getQueryData(appKeys.list('en', query))).toEqual(LIST));
    const [list] = cimCallsTo(calls, 'GET apps');
    expect(new URL(list!.url, 'http://app.invalid').search).toBe('?sort=name&offset=20&limit=10');
  });

  it("starts a visitor's read of the public market, three listings a label on a phone", async () => {
    sessionStore.clear();
    const http = fakeFetch(rmpRoutes({ 'POST market/applications-groupby-labels': () => ok([]) }));
    vi.stubGlobal('fetch', http.fetch);
    startReads(new URL('http://app.invalid/m/market'));
    await waitFor(() =>
      expect(queryClient.getQueryData(marketKeys.groups('en', undefined, 3))).toEqual([]),
    );
    const [groups] = rmpCallsTo(http.calls, 'POST market/applications-groupby-labels');
    expect(JSON.parse(String(groups!.init.body))).toEqual({ size: 3 });
  });

  it('reads no groups for a market page that lists a search instead', async () => {
    sessionStore.clear();
    const calls = serve();
    startReads(new URL('http://app.invalid/m/market?q=gpu'));
    startReads(new URL('http://app.invalid/market?tier=high'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
  });

  it("asks for the frame's profile, notification figures and companies, under the keys the header reads", async () => {
    sessionStore.set(makeSession());
    const calls = serve();
    startReads(new URL('http://app.invalid/app'));
    await waitFor(() => expect(queryClient.getQueryData(accountKeys.profile)).toEqual(PROFILE));
    await waitFor(() => expect(queryClient.getQueryData(notificationKeys.stats)).toEqual(STATS));
    await waitFor(() =>
      expect(queryClient.getQueryData(companyKeys.mine(PICKER_PAGE))).toEqual(LIST),
    );
    expect(callsTo(calls, 'GET account/profile')).toHaveLength(1);
  });

  it('asks a member, who has no bell, for no notification figures', async () => {
    sessionStore.set(makeSession({ userType: 'member' }));
    const calls = serve();
    startReads(new URL('http://app.invalid/app'));
    await waitFor(() => expect(queryClient.getQueryData(accountKeys.profile)).toEqual(PROFILE));
    await waitFor(() => expect(callsTo(calls, 'GET sme')).toHaveLength(1));
    expect(callsTo(calls, 'GET notifications/stats')).toHaveLength(0);
  });

  it("asks for no frame's reads on a page outside the console", async () => {
    sessionStore.set(makeSession());
    const calls = serve();
    startReads(new URL('http://app.invalid/market'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(calls, 'GET account/profile')).toHaveLength(0);
    expect(callsTo(calls, 'GET notifications/stats')).toHaveLength(0);
  });

  it("starts the wallet's three reads for a person it is for", async () => {
    sessionStore.set(makeSession());
    const http = fakeFetch(
      billingRoutes({
        'GET wallet': () => ok({ balance: '1.00' }),
        'GET wallet/summary': () => ok({ days: [] }),
        'GET transactions': () => ok(LIST),
      }),
    );
    vi.stubGlobal('fetch', http.fetch);
    startReads(new URL('http://app.invalid/wallet'));
    await waitFor(() => expect(billingCallsTo(http.calls, 'GET transactions')).toHaveLength(1));
    expect(billingCallsTo(http.calls, 'GET wallet')).toHaveLength(1);
    expect(billingCallsTo(http.calls, 'GET wallet/summary')).toHaveLength(1);
  });

  it('asks nothing for a visitor, nor for a page the session may not open', async () => {
    const calls = serve();
    startReads(new URL('http://app.invalid/app'));
    sessionStore.set(makeSession({ userType: 'member' }));
    startReads(new URL('http://app.invalid/wallet'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
  });
});

describe('after the first paint', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.getElementById('page-files')?.remove();
    document.getElementById(ANTD_STYLES_ID)?.remove();
  });

  it("applies antd's styles first, in the paint's own task", () => {
    const styles = document.createElement('link');
    styles.id = ANTD_STYLES_ID;
    styles.dataset.href = '/static/bundles/antd.1.css';
    document.head.append(styles);
    vi.spyOn(window, 'setTimeout').mockImplementation((() => 0) as unknown as typeof setTimeout);

    afterPaint(new URL('http://app.invalid/app'));
    expect([styles.rel, styles.getAttribute('href')]).toEqual([
      'stylesheet',
      '/static/bundles/antd.1.css',
    ]);
  });

  it('asks for the files and starts the reads in tasks of their own, the files first', () => {
    sessionStore.set(makeSession());
    const calls = serve();
    const files = document.createElement('script');
    files.id = 'page-files';
    files.type = 'application/json';
    files.textContent = JSON.stringify(['/static/bundles/page.1.js']);
    document.head.append(files);
    const preloads = () =>
      document.head.querySelectorAll('script[src="/static/bundles/page.1.js"]').length;
    const before = preloads();
    const tasks: (() => void)[] = [];
    vi.spyOn(window, 'setTimeout').mockImplementation(((task: () => void) => {
      tasks.push(task);
      return 0;
    }) as typeof setTimeout);

    afterPaint(new URL('http://app.invalid/app'));
    expect([tasks.length, preloads() - before, calls.length]).toEqual([2, 0, 0]);
    tasks[0]!();
    expect([preloads() - before, calls.length]).toEqual([1, 0]);
    tasks[1]!();
    expect(calls.length).toBeGreaterThan(0);
  });
});

describe('a signed-out phone opens the mobile twin from the start', () => {
  const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36';
  const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

  function opened(pathname: string, search: string, userAgent: string): string | null {
    let moved: string | null = null;
    const history = {
      state: null,
      replaceState: (_state: unknown, _unused: string, url?: string | URL | null) => {
        moved = String(url);
      },
    };
    openTwin({ pathname, search }, history, userAgent);
    return moved;
  }

  it('moves a signed-out phone to the twin with its query, and nobody else', () => {
    sessionStore.clear();
    expect(opened('/market', '?q=gpu', PHONE)).toBe('/m/market?q=gpu');
    expect(opened('/', '', PHONE)).toBe('/m/market');
    expect(opened('/auth/signin', '', PHONE)).toBeNull();
    expect(opened('/market', '?q=gpu', DESKTOP)).toBeNull();
    sessionStore.set(makeSession());
    expect(opened('/market', '', PHONE)).toBeNull();
  });
});
