import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderApp } from '@/test/app';
import { MEMBER_MENU } from '@/test/fixtures';
import { cimCallsTo, fail, makeSession, ok } from '@/test/http';

import { DEVICE_ID, DEVICES_MENU, devicesApi, makeDevice, page } from './testData';

const user = userEvent.setup();
const GIB = 1024 ** 3;

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

const listUrl = (call: { url: string }) => new URL(call.url, 'http://app.invalid').searchParams;

describe('/devices', () => {
  it('shows each device with kind, ID, status, tier, formatted resources, GPUs and usage', async () => {
    renderApp('/devices', {
      api: devicesApi({
        'GET devices': () =>
          ok(
            page([
              makeDevice(),
              makeDevice({
                id: 6,
                name: 'Old tower',
                kind: 'pbox',
                status: 'offline',
                tier: 'basic',
                cpu_cores: 1,
                memory_bytes: 512 * 1024 ** 2,
                disk_bytes: 2 * 1024 ** 4,
                gpus: [{ name: 'A10', passthrough: false, vram_bytes: 6 * GIB }],
                usage: { cpu: 1, memory: 2, disk: 3, gpu: 4 },
              }),
            ]),
          ),
      }),
    });
    expect(await screen.findByText('My devices', { selector: 'h1' })).toBeInTheDocument();
    const box = await screen.findByTestId('device-5');
    expect(within(box).getByRole('link', { name: 'Studio box' })).toHaveAttribute(
      'href',
      '/devices/details?id=5',
    );
    for (const text of [
      'Z-BOX',
      DEVICE_ID,
      'Online',
      'High',
      '8 cores',
      '16.00 GB',
      '512.00 GB',
      'RTX 4090',
      'Passthrough',
      '24.00 GB VRAM',
    ]) {
      expect(within(box).getByText(text)).toBeInTheDocument();
    }
    expect(within(box).getByLabelText('CPU usage: 42%')).toBeInTheDocument();
    expect(within(box).getByLabelText('Memory usage: 63.5%')).toBeInTheDocument();
    expect(within(box).getByLabelText('GPU usage: 91%')).toBeInTheDocument();

    const tower = screen.getByTestId('device-6');
    for (const text of ['P-BOX', 'Offline', 'Basic', '1 core', '512.00 MB', '2.00 TB', 'vGPU']) {
      expect(within(tower).getByText(text)).toBeInTheDocument();
    }
    // Offline: no usage bars.
    expect(within(tower).queryByLabelText(/usage/)).toBeNull();
    expect(screen.getByText('2 devices')).toBeInTheDocument();
  });

  it.each([
    ['en', ['Preparing', 'Shutting down']],
    ['zh', ['准备中', '关机中']],
  ] as const)('names the agent-reported sub-statuses (%s)', async (locale, labels) => {
    setLocale(locale);
    renderApp('/devices', {
      api: devicesApi({
        'GET devices': () =>
          ok(
            page([
              makeDevice({ status: 'preparing', allowed_actions: [] }),
              makeDevice({
                id: 6,
                name: 'Old tower',
                status: 'shutting_down',
                allowed_actions: [],
              }),
            ]),
          ),
      }),
    });
    for (const label of labels) expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.queryByText('shutting_down')).toBeNull();
  });

  it('opens a device from its card', async () => {
    const { router } = renderApp('/devices', {
      api: devicesApi({
        'GET devices': () => ok(page([makeDevice()])),
        'GET devices/5': () => fail(404, 'not_found', 'Not found'),
      }),
    });
    await user.click(await screen.findByText('8 cores'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/devices/details'));
    expect(router.state.location.search).toBe('?id=5');
  });

  it('filters, searches and sorts on the server and pages through', async () => {
    const { calls, router } = renderApp('/devices', {
      api: devicesApi({
        'GET devices': () =>
          ok(page([makeDevice({ id: 1 }), makeDevice({ id: 2, name: 'Second' })], 30)),
      }),
    });
    await screen.findByTestId('device-1');
    expect(listUrl(cimCallsTo(calls, 'GET devices')[0]!).toString()).toBe('offset=0&limit=12');

    await user.click(screen.getByLabelText('Kind'));
    await user.click(await screen.findByTitle('Z-CLOUD'));
    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByTitle('Stopped'));
    await user.click(screen.getByLabelText('Tier'));
    await user.click(await screen.findByTitle('Standard'));
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name or device ID' }),
      ' lab {Enter}',
    );
    await waitFor(() => {
      const last = listUrl(cimCallsTo(calls, 'GET devices').at(-1)!);
      expect(Object.fromEntries(last)).toEqual({
        kind: 'zcloud',
        status: 'stopped',
        tier: 'standard',
        search: 'lab',
        offset: '0',
        limit: '12',
      });
    });
    await user.click(screen.getByLabelText('Sort'));
    await user.click(await screen.findByTitle('By name'));
    await waitFor(() =>
      expect(listUrl(cimCallsTo(calls, 'GET devices').at(-1)!).get('sort')).toBe('name'),
    );

    await user.click(await screen.findByTitle('2'));
    await waitFor(() =>
      expect(listUrl(cimCallsTo(calls, 'GET devices').at(-1)!).get('offset')).toBe('12'),
    );
    expect(listUrl(cimCallsTo(calls, 'GET devices').at(-1)!).get('sort')).toBe('name');
    // All of it in the URL, to share or come back to.
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      kind: 'zcloud',
      status: 'stopped',
      tier: 'standard',
      search: 'lab',
      sort: 'name',
      page: '2',
    });
  });

  it('invites to bind or create when there is nothing yet', async () => {
    const { router } = renderApp('/devices', {
      api: devicesApi({ 'GET devices': () => ok(page([])) }),
    });
    expect(
      await screen.findByText(
        'You have no devices yet. Bind a box you own or create a cloud device.',
      ),
    ).toBeInTheDocument();
    const [, emptyCreate] = screen.getAllByText('Create a cloud device', { selector: 'button *' });
    await user.click(emptyCreate!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/devices/zcloud/create'));
  });

  it('shows a failure with "Try again"', async () => {
    let failing = true;
    renderApp('/devices', {
      api: devicesApi({
        'GET devices': () =>
          failing ? fail(500, 'server_error', 'Something broke') : ok(page([makeDevice()])),
      }),
    });
    expect(await screen.findByText('The devices could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Something broke')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByText('Try again'));
    expect(await screen.findByTestId('device-5')).toBeInTheDocument();
  });

  it('shows a member the server refusal instead of a blank page', async () => {
    sessionStore.set(makeSession({ userType: 'member' }));
    renderApp('/devices', {
      // A menu that still lists /devices (e.g. just changed); the API has the last word.
      api: devicesApi({
        'GET devices': () =>
          fail(
            403,
            'member_not_allowed',
            'Company members cannot manage devices. Please contact your administrator.',
          ),
      }),
    });
    expect(
      await screen.findByText(
        'Company members cannot manage devices. Please contact your administrator.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Devices are managed by your company administrator'),
    ).toBeInTheDocument();
  });

  it('sends a member whose menu lacks /devices to /403', async () => {
    sessionStore.set(makeSession({ userType: 'member' }));
    const { router } = renderApp('/devices/link', { api: devicesApi({}, MEMBER_MENU) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
  });

  it('lets the menu grant the hidden device pages', async () => {
    const { router } = renderApp('/devices/link', { api: devicesApi({}, DEVICES_MENU) });
    expect(await screen.findByRole('heading', { name: 'Bind a box' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/devices/link');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'My devices' })).toHaveAttribute(
      'href',
      '/devices',
    );
  });
});

describe('/my-devices', () => {
  it('is the device list in the signed-in layout, highlighted under My devices', async () => {
    renderApp('/my-devices', {
      api: devicesApi({ 'GET devices': () => ok(page([makeDevice()])) }),
    });
    expect(await screen.findByText('My devices', { selector: 'h1' })).toBeInTheDocument();
    expect(await screen.findByTestId('device-5')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const entry = within(nav).getByRole('link', { name: 'My devices' });
    expect(entry.closest('li')).toHaveClass('ant-menu-item-selected');
  });

  it('is closed to a member, whose menu has no device entry', async () => {
    sessionStore.set(makeSession({ userType: 'member' }));
    const { router } = renderApp('/my-devices', { api: devicesApi({}, MEMBER_MENU) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
  });
});
