import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { findDialog, renderApp } from '@/test/app';
import { MEMBER_MENU } from '@/test/fixtures';
import { cimCallsTo, fail, makeSession, ok, type RouteHandler } from '@/test/http';

import { APP_POLL_MS } from '../hooks';
import { appsApi, makeInstalledApp, page } from './testData';

const user = userEvent.setup();

const queryOf = (call: { url: string } | undefined) =>
  Object.fromEntries(new URL(call!.url, 'http://app.invalid').searchParams);

const NAS = makeInstalledApp({
  id: 14,
  app: { id: 7, slug: 'home-nas', name: 'Home NAS', icon: '', display_type: 'nas' },
  device: { id: 6, device_id: 'LAB', name: 'Lab box', kind: 'pbox', status: 'online' },
  status: 'stopped',
  sharing_mode: 'autopilot',
  rentable: true,
  price_per_hour: '1.50',
  has_ai_api: false,
  has_gateway: false,
});

function openList(path = '/app', table: Record<string, RouteHandler> = {}) {
  return renderApp(path, {
    api: appsApi({ 'GET apps': () => ok(page([makeInstalledApp(), NAS], 23)), ...table }),
  });
}

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

describe('/app', () => {
  it('lists the apps with their device, status, sharing and price, each leading to its page', async () => {
    const { router, calls } = openList();
    const sd = await screen.findByTestId('installed-app-12');
    expect(within(sd).getByText('Stable Diffusion').closest('a')).toHaveAttribute(
      'href',
      '/devices/apps/12',
    );
    expect(within(sd).getByText('Studio box').closest('a')).toHaveAttribute(
      'href',
      '/devices/details?id=5',
    );
    for (const text of ['AI compute', 'Running', 'Manual', 'No', '0.00 coins / hour']) {
      expect(within(sd).getByText(text)).toBeInTheDocument();
    }
    expect(within(sd).getByText('AI API').closest('a')).toHaveAttribute(
      'href',
      '/my-apps/ai-compute/12',
    );

    const nas = screen.getByTestId('installed-app-14');
    for (const text of ['NAS', 'Stopped', 'Autopilot', 'Yes', '1.50 coins / hour']) {
      expect(within(nas).getByText(text)).toBeInTheDocument();
    }
    expect(within(nas).queryByText('AI API')).toBeNull();
    expect(screen.getByText('23 apps')).toBeInTheDocument();
    expect(queryOf(cimCallsTo(calls, 'GET apps')[0])).toEqual({ offset: '0', limit: '10' });
    // The signed-in frame has its navigation even though /app is not a menu page.
    expect(await screen.findByRole('link', { name: 'My devices' })).toBeInTheDocument();

    await user.click(within(nas).getByText('Stopped'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/devices/apps/14'));
  });

  it('filters by status, type and search on the server, keeps them in the URL and pages', async () => {
    const { calls, router } = openList();
    await screen.findByTestId('installed-app-12');
    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByTitle('Stopped'));
    await user.click(screen.getByLabelText('Type'));
    await user.click(await screen.findByTitle('NAS'));
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by app or device name' }),
      ' lab {Enter}',
    );
    await waitFor(() =>
      expect(queryOf(cimCallsTo(calls, 'GET apps').at(-1))).toEqual({
        status: 'stopped',
        type: 'nas',
        search: 'lab',
        offset: '0',
        limit: '10',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'stopped',
      type: 'nas',
      search: 'lab',
    });

    await user.click(await screen.findByTitle('2'));
    await waitFor(() => expect(queryOf(cimCallsTo(calls, 'GET apps').at(-1)).offset).toBe('10'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  });

  it('starts from the filters in the URL', async () => {
    const { calls } = openList('/app?status=running&type=ai_compute&search=sd&page=3');
    await screen.findByTestId('installed-app-12');
    expect(queryOf(cimCallsTo(calls, 'GET apps')[0])).toEqual({
      status: 'running',
      type: 'ai_compute',
      search: 'sd',
      offset: '20',
      limit: '10',
    });
    expect(screen.getByRole('searchbox', { name: 'Search by app or device name' })).toHaveValue(
      'sd',
    );
  });

  it('opened without a query, reads and shows the filters, sort and page kept from the last visit', async () => {
    localStorage.setItem('zc.apps', JSON.stringify({ status: 'stopped', sort: 'name', page: '2' }));
    const { calls, router } = openList('/app');
    await screen.findByTestId('installed-app-12');
    expect(queryOf(cimCallsTo(calls, 'GET apps')[0])).toEqual({
      status: 'stopped',
      sort: 'name',
      offset: '10',
      limit: '10',
    });
    expect(router.state.location.search).toBe('?status=stopped&sort=name&page=2');
    expect(screen.getByLabelText('Sort').closest('.ant-select')).toHaveTextContent('By name');

    // A page past the last one (23 apps: 3 pages) gives way to the last.
    await router.navigate('/app?page=7');
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(JSON.parse(localStorage.getItem('zc.apps')!)).toEqual({ page: '3' });
  });

  it('leads to the app store when nothing is installed; says so when filters match nothing', async () => {
    const { router } = openList('/app', { 'GET apps': () => ok(page([])) });
    expect(
      await screen.findByText('You have no apps installed yet. Find one in the app store.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browse the app store' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app-store'));
  });

  it('says no apps match a filter', async () => {
    openList('/app?search=zzz', { 'GET apps': () => ok(page([])) });
    expect(await screen.findByText('No apps match')).toBeInTheDocument();
  });

  it('follows apps on the way to a new status, and stops once they settle', async () => {
    const answers = [
      page([makeInstalledApp({ status: 'stopping', allowed_actions: [] })]),
      page([makeInstalledApp({ status: 'stopped', allowed_actions: ['start', 'uninstall'] })]),
    ];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = openList('/app', {
      'GET apps': () => ok(answers.length > 1 ? answers.shift()! : answers[0]!),
    });
    expect(await screen.findByText('Stopping')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(APP_POLL_MS));
    expect(await screen.findByText('Stopped')).toBeInTheDocument();
    const reads = cimCallsTo(calls, 'GET apps').length;
    await act(() => vi.advanceTimersByTimeAsync(2 * APP_POLL_MS));
    expect(cimCallsTo(calls, 'GET apps')).toHaveLength(reads);
  });

  it.each([
    ['en', ['Downloading', 'Preparing', 'Shutting down']],
    ['zh', ['下载中', '准备中', '关机中']],
  ] as const)('names the agent-reported sub-statuses (%s)', async (locale, labels) => {
    setLocale(locale);
    openList('/app', {
      'GET apps': () =>
        ok(
          page(
            (['downloading', 'preparing', 'shutting_down'] as const).map((status, index) =>
              makeInstalledApp({ id: 20 + index, status, allowed_actions: [] }),
            ),
          ),
        ),
    });
    for (const label of labels) expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.queryByText('shutting_down')).toBeNull();
  });

  it("shows a company member the server's refusal", async () => {
    sessionStore.set(makeSession({ userType: 'member', smeId: '9' }));
    renderApp('/app', {
      api: appsApi(
        {
          'GET apps': () =>
            fail(
              403,
              'member_not_allowed',
              'Company members cannot manage apps. Please contact your administrator.',
            ),
        },
        {},
        MEMBER_MENU,
      ),
    });
    expect(
      await screen.findByText(
        'Company members cannot manage apps. Please contact your administrator.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Apps are managed by your company administrator')).toBeInTheDocument();
    expect(screen.queryByLabelText('Status')).toBeNull();
  });

  it('shows a company member the apps allocated to them with only start, stop and their page', async () => {
    sessionStore.set(makeSession({ userType: 'member', smeId: 'ACME1-23456' }));
    const { calls, router } = renderApp('/app', {
      api: appsApi(
        {
          'GET apps': () =>
            ok(page([makeInstalledApp(), { ...NAS, allowed_actions: ['start', 'uninstall'] }])),
          'POST apps/14/actions': () => ok({ ...NAS, status: 'starting', allowed_actions: [] }),
        },
        {},
        MEMBER_MENU,
      ),
    });
    const sd = await screen.findByTestId('installed-app-12');
    expect(within(sd).getByText('Stable Diffusion').closest('a')).toHaveAttribute(
      'href',
      '/app/12',
    );
    expect(within(sd).getByText('App page').closest('a')).toHaveAttribute('href', '/app/12');
    // The device, sharing, price, details and AI pages are the owner's.
    expect(within(sd).getByText('Studio box').closest('a')).toBeNull();
    for (const text of ['Manual', '0.00 coins / hour', 'Details', 'AI API', 'Restart']) {
      expect(within(sd).queryByText(text)).toBeNull();
    }
    expect(screen.queryByText('Sharing mode')).toBeNull();
    expect(within(sd).getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    const nas = screen.getByTestId('installed-app-14');
    expect(within(nas).queryByRole('button', { name: 'Uninstall' })).toBeNull();
    await user.click(within(nas).getByRole('button', { name: 'Start' }));
    const dialog = await findDialog('Start Home NAS?');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(cimCallsTo(calls, 'POST apps/14/actions')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/app');

    await user.click(within(sd).getByText('Running'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/12'));
  });

  it('tells a company member with nothing allocated that the administrator allocates apps', async () => {
    sessionStore.set(makeSession({ userType: 'member', smeId: 'ACME1-23456' }));
    renderApp('/app', { api: appsApi({ 'GET apps': () => ok(page([])) }, {}, MEMBER_MENU) });
    expect(
      await screen.findByText(
        'Your company administrator allocates apps to you. None are allocated to you yet.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Browse the app store' })).toBeNull();
  });

  it('asks a signed-out visitor to sign in and come back', async () => {
    sessionStore.clear();
    const { router, calls } = openList();
    expect(await screen.findByText('Sign in to see the apps on your devices.')).toBeInTheDocument();
    expect(cimCallsTo(calls, 'GET apps')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(router.state.location.search).toBe('?redirect=%2Fapp');
  });
});
