import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { makeInstalledApp } from '@/features/installs/pages/testData';
import { setLocale } from '@/i18n/locale';
import { findDialog, renderPage } from '@/test/page';
import { bodyOf, cimCallsTo, fail, makeSession, ok, type RouteHandler } from '@/test/http';

import { DEVICE_ID, devicesApi, makeDetail, makeDevice, page } from './testData';
import type { DeviceDetail } from '../types';

const user = userEvent.setup();
const GIB = 1024 ** 3;

// Role queries walk antd's whole tree and are slow on a 2-core machine; the page's
// buttons and headings are found by their text instead.
const BUTTON = { selector: 'button, button *' };
const button = (name: string, container: HTMLElement = document.body) =>
  within(container).getByText(name, BUTTON).closest('button')!;
const findButton = async (name: string) =>
  (await screen.findByText(name, BUTTON)).closest('button')!;
const queryButton = (name: string) => screen.queryByText(name, BUTTON);
const findTitle = (name: string) => screen.findByText(name, { selector: 'h1' });

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

function openDetails(
  detail: DeviceDetail = makeDetail(),
  extra: Record<string, RouteHandler> = {},
  path = '/devices/details?id=5',
) {
  return renderPage(path, {
    api: devicesApi({
      [`GET devices/${detail.id}`]: () => ok(detail),
      'GET devices': () => ok(page([])),
      ...extra,
    }),
  });
}

describe('/devices/details', () => {
  it('shows the device, its resources, live usage, location and status history', async () => {
    openDetails(makeDetail({ location: { lng: 116.4, lat: 39.9 }, region: 'Beijing' }));
    expect(await findTitle('Studio box')).toBeInTheDocument();
    expect(screen.getByText(DEVICE_ID)).toBeInTheDocument();
    expect(screen.getAllByLabelText(/copy/i).length).toBeGreaterThan(0);
    for (const text of ['Z-BOX', 'High', '8 cores', '16.00 GB', '512.00 GB', '24.00 GB VRAM']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByLabelText('CPU usage: 42%')).toBeInTheDocument();
    expect(screen.getByLabelText('GPU usage: 91%')).toBeInTheDocument();
    expect(screen.getByText('Beijing')).toBeInTheDocument();
    expect(screen.getByLabelText('World map with the device')).toBeInTheDocument();
    expect(screen.getByTestId('map-marker')).toBeInTheDocument();
    expect(screen.getByText('Heartbeat received')).toBeInTheDocument();
    expect(screen.getByText('No heartbeat for 3 minutes')).toBeInTheDocument();
    // Only the allowed actions, and Unbind for a box.
    expect(button('Stop')).toBeInTheDocument();
    expect(button('Restart')).toBeInTheDocument();
    expect(queryButton('Start')).toBeNull();
    expect(button('Unbind')).toBeInTheDocument();
  });

  it("shows an agent's error under its translated reason, and sub-statuses by name", async () => {
    const detail = makeDetail({ status: 'shutting_down', allowed_actions: [] });
    openDetails({
      ...detail,
      history: [
        {
          old_status: 'stopping',
          new_status: 'online',
          reason: 'Stop failed: the device gave up waiting for it to finish',
          error_code: 'timeout',
          detail: 'systemd: stop job timed out',
          created_at: '2026-03-01T10:00:00Z',
        },
        ...detail.history,
      ],
    });
    expect(await findTitle('Studio box')).toBeInTheDocument();
    expect(
      screen.getByText('Stop failed: the device gave up waiting for it to finish'),
    ).toBeInTheDocument();
    expect(screen.getByText('The device said: systemd: stop job timed out')).toBeInTheDocument();
    expect(screen.getAllByText('Shutting down').length).toBeGreaterThan(0);
    expect(screen.queryByText('shutting_down')).toBeNull();
  });

  it('lists the apps installed on the device, each leading to its page', async () => {
    const { calls } = openDetails(makeDetail(), {
      'GET apps': () => ok(page([makeInstalledApp({ status: 'suspended' })])),
    });
    const app = await screen.findByTestId('device-app-12');
    expect(within(app).getByText('Stable Diffusion').closest('a')).toHaveAttribute(
      'href',
      '/devices/apps/12',
    );
    expect(within(app).getByText('Suspended')).toBeInTheDocument();
    const query = new URL(cimCallsTo(calls, 'GET apps')[0]!.url, 'http://app.invalid').searchParams;
    expect(query.get('device_id')).toBe('5');
  });

  it('lists the servers of a server group; a cloud device has no Unbind', async () => {
    openDetails(
      makeDetail({
        kind: 'server_group',
        servers: [
          {
            name: 'node-a',
            cpu_cores: 32,
            memory_bytes: 128 * GIB,
            disk_bytes: 2048 * GIB,
            gpus: [],
          },
          {
            name: 'node-b',
            cpu_cores: 16,
            memory_bytes: 64 * GIB,
            disk_bytes: 1024 * GIB,
            gpus: [{ name: 'H100', passthrough: false, vram_bytes: 80 * GIB }],
          },
        ],
      }),
    );
    expect(await screen.findByText('node-a')).toBeInTheDocument();
    expect(screen.getByText('32 cores')).toBeInTheDocument();
    expect(screen.getByText('128.00 GB')).toBeInTheDocument();
    expect(screen.getByText('2.00 TB')).toBeInTheDocument();
    expect(screen.getByText('H100')).toBeInTheDocument();
    expect(screen.getByText('80.00 GB VRAM')).toBeInTheDocument();
    expect(screen.getByText('Server group')).toBeInTheDocument();
  });

  it('runs a power action only after a confirmation and shows a 409 refusal', async () => {
    // The server keeps what the stop made it, so the page's polling reads it back.
    let current = makeDetail();
    const { calls } = openDetails(current, {
      'GET devices/5': () => ok(current),
      'POST devices/5/power': (init) => {
        if ((bodyOf({ url: '', init }) as { action: string }).action !== 'stop') {
          return fail(409, 'transition_not_allowed', 'The device cannot do this while stopping.', {
            status: 'stopping',
            allowed: [],
          });
        }
        current = makeDetail({ status: 'stopping', allowed_actions: [] });
        return ok(makeDevice({ status: 'stopping', allowed_actions: [] }));
      },
    });
    await user.click(await findButton('Restart'));
    let dialog = await findDialog('Restart Studio box?');
    expect(cimCallsTo(calls, 'POST devices/5/power')).toHaveLength(0);
    await user.click(button('Restart', dialog));
    expect(
      await screen.findByText('The device cannot do this while stopping.'),
    ).toBeInTheDocument();

    await user.click(button('Stop'));
    dialog = await findDialog('Stop Studio box?');
    await user.click(button('Cancel', dialog));
    expect(cimCallsTo(calls, 'POST devices/5/power')).toHaveLength(1);

    await user.click(button('Stop'));
    dialog = await findDialog('Stop Studio box?');
    await user.click(button('Stop', dialog));
    expect(await screen.findByText('Stopping Studio box…')).toBeInTheDocument();
    const sent = cimCallsTo(calls, 'POST devices/5/power').map((call) => bodyOf(call));
    expect(sent).toEqual([{ action: 'restart' }, { action: 'stop' }]);
    // The answer is shown at once: new status, no more actions, history kept.
    expect((await screen.findAllByText('Stopping')).length).toBeGreaterThan(0);
    expect(queryButton('Restart')).toBeNull();
    expect(screen.getByText('Heartbeat received')).toBeInTheDocument();
  });

  it('deletes after a confirmation and goes back to the list', async () => {
    const { router, calls } = openDetails(
      makeDetail({ kind: 'zcloud', allowed_actions: ['start', 'delete'] }),
      { 'POST devices/5/power': () => ok(makeDevice({ kind: 'zcloud', status: 'deleting' })) },
    );
    await findTitle('Studio box');
    expect(queryButton('Unbind')).toBeNull();
    expect(queryButton('Re-enrolment code')).toBeNull();
    await user.click(button('Delete'));
    const dialog = await findDialog('Delete Studio box?');
    expect(
      within(dialog).getByText(
        'The device and everything on it are deleted for good. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(button('Delete', dialog));
    await waitFor(() => expect(router.state.location.pathname).toBe('/devices'));
    expect(bodyOf(cimCallsTo(calls, 'POST devices/5/power')[0])).toEqual({ action: 'delete' });
  });

  it('unbinds a box after a confirmation', async () => {
    const { router, calls } = openDetails(makeDetail(), {
      'POST devices/5/unbind': () => ok(null),
    });
    await user.click(await findButton('Unbind'));
    await user.click(button('Unbind', await findDialog('Unbind Studio box?')));
    expect(await screen.findByText('Studio box is unbound')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/devices'));
    expect(cimCallsTo(calls, 'POST devices/5/unbind')).toHaveLength(1);
  });

  it('makes a re-enrolment code after re-authenticating and shows it once', async () => {
    let confirmed = false;
    const { calls } = renderPage('/devices/details?id=5', {
      api: devicesApi(
        {
          'GET devices/5': () => ok(makeDetail()),
          'GET devices': () => ok(page([])),
          'POST devices/5/reenrol-code': () =>
            confirmed
              ? ok({ code: 'k3Y-once_code', expires_at: '2026-05-01T10:00:00Z' })
              : fail(403, 'reauth_required', "Please confirm it's you.", { method: 'password' }),
        },
        undefined,
        {
          'POST account/reauth': () => {
            confirmed = true;
            return ok(null);
          },
        },
      ),
    });
    await user.click(await findButton('Re-enrolment code'));
    const reauth = await findDialog("Confirm it's you");
    await user.type(within(reauth).getByLabelText('Password'), 'right-one');
    await user.click(button('Confirm', reauth));
    const shown = await findDialog('Re-enrolment code for Studio box');
    expect(within(shown).getByTestId('reenrol-code')).toHaveTextContent('k3Y-once_code');
    expect(within(shown).getAllByLabelText(/copy/i).length).toBeGreaterThan(0);
    expect(within(shown).getByText(/^Valid until .*2026/)).toBeInTheDocument();
    expect(cimCallsTo(calls, 'POST devices/5/reenrol-code')).toHaveLength(2);
    await user.click(button('Done', shown));
    await waitFor(() => expect(screen.queryByTestId('reenrol-code')).toBeNull());
  });

  it('shows the refusal when re-authentication is dismissed; a cloud device has no code', async () => {
    const { calls } = openDetails(makeDetail(), {
      'POST devices/5/reenrol-code': () =>
        fail(403, 'reauth_required', "Please confirm it's you.", { method: 'password' }),
    });
    await user.click(await findButton('Re-enrolment code'));
    const reauth = await findDialog("Confirm it's you");
    await user.click(within(reauth).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText("Please confirm it's you.")).toBeInTheDocument();
    expect(cimCallsTo(calls, 'POST devices/5/reenrol-code')).toHaveLength(1);
    expect(screen.queryByTestId('reenrol-code')).toBeNull();
  });

  it('renames (1-50 characters) and sets and clears the location', async () => {
    // The server's copy: the page re-reads it every few seconds.
    let current = makeDetail();
    const { calls } = renderPage('/devices/details?id=5', {
      api: devicesApi({
        'GET devices/5': () => ok(current),
        'PUT devices/5': (init) => {
          const changes = bodyOf({ url: '', init }) as Partial<DeviceDetail>;
          // The server names the region of a location it is given.
          const region = changes.location ? { region: 'Shanghai' } : {};
          current = { ...current, ...changes, ...region };
          const { history: _history, ...device } = current;
          return ok(device);
        },
      }),
    });
    await user.click(await screen.findByLabelText('Rename'));
    let dialog = await findDialog('Rename the device');
    expect(
      within(dialog).queryByText('Setting changes take up to 10 minutes to apply.'),
    ).not.toBeInTheDocument();
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.click(button('Save', dialog));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();
    await user.click(name);
    await user.paste('x'.repeat(51));
    expect(await within(dialog).findByText('The name must be 1-50 characters')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, ' Lab box ');
    await user.click(button('Save', dialog));
    expect(await findTitle('Lab box')).toBeInTheDocument();
    expect(bodyOf(cimCallsTo(calls, 'PUT devices/5')[0])).toEqual({ name: 'Lab box' });

    await user.click(button('Edit location'));
    dialog = await findDialog('Device location');
    expect(
      within(dialog).getByText('Setting changes take up to 10 minutes to apply.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Longitude'), '200');
    await user.type(within(dialog).getByLabelText('Latitude'), '31.2');
    await user.click(button('Save', dialog));
    expect(
      await within(dialog).findByText('Enter a longitude from -180 to 180'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Longitude'));
    await user.type(within(dialog).getByLabelText('Longitude'), '121.5');
    await user.click(button('Save', dialog));
    expect(await screen.findByText('Shanghai')).toBeInTheDocument();
    expect(bodyOf(cimCallsTo(calls, 'PUT devices/5')[1])).toEqual({
      location: { lng: 121.5, lat: 31.2 },
    });

    await user.click(button('Edit location'));
    dialog = await findDialog('Device location');
    await user.click(button('Clear location', dialog));
    expect(await screen.findByText('No location set')).toBeInTheDocument();
    expect(bodyOf(cimCallsTo(calls, 'PUT devices/5')[2])).toEqual({ location: null });
  });

  it('shows "not found" for a missing, malformed or unknown id, with a way back', async () => {
    const { router } = openDetails(makeDetail(), {}, '/devices/details');
    expect(await screen.findByText('Device not found')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to my devices' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/devices'));
  });

  it('shows "not found" when the server does not know the id', async () => {
    openDetails(makeDetail(), {}, '/devices/details?id=99');
    expect(await screen.findByText('Device not found')).toBeInTheDocument();
  });

  it('shows a member the server refusal', async () => {
    openDetails(makeDetail(), {
      'GET devices/5': () =>
        fail(403, 'member_not_allowed', 'Company members cannot manage devices.'),
    });
    expect(await screen.findByText('Company members cannot manage devices.')).toBeInTheDocument();
  });
});
