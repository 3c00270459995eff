import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderApp } from '@/test/app';
import { findDialog, renderPage } from '@/test/page';
import { bodyOf, cimCallsTo, fail, makeSession, ok, type RouteHandler } from '@/test/http';

import { APP_POLL_MS } from '../hooks';
import type { InstalledAppDetail } from '../types';
import { appsApi, GIB, makeAppDetail } from './testData';

const user = userEvent.setup();

// Role queries walk antd's whole tree and are slow on a 2-core machine; buttons are found
// by their text instead.
const BUTTON = { selector: 'button, button *' };
const button = (name: string, container: HTMLElement = document.body) =>
  within(container).getByText(name, BUTTON).closest('button')!;
const findButton = async (name: string) =>
  (await screen.findByText(name, BUTTON)).closest('button')!;
const queryButton = (name: string) => screen.queryByText(name, BUTTON);
const card = (title: string) =>
  screen.getByText(title, { selector: '.ant-card-head-title' }).closest<HTMLElement>('.ant-card')!;
const row = (label: string, container: HTMLElement = document.body) =>
  within(container)
    .getByText(label, { selector: '.ant-descriptions-item-label' })
    .closest<HTMLElement>('.ant-descriptions-item')!;

function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

const AI_KEY = 'zk-abcdefghijklmnopqrstuvwxyz0123456789';
const NEW_KEY = 'zk-NEWKEY0000000000000000000000000000wxyz';
const AI_INFO = {
  base_url: 'http://10.147.17.5:8000/v1',
  api_key: AI_KEY,
  rotated_at: '2026-03-01T10:00:00Z',
};

function openApp(
  detail: InstalledAppDetail = makeAppDetail(),
  table: Record<string, RouteHandler> = {},
  path = `/devices/apps/${detail.id}`,
) {
  return renderPage(path, {
    api: appsApi({
      [`GET apps/${detail.id}`]: () => ok(detail),
      [`GET apps/${detail.id}/ai-api`]: () => ok(AI_INFO),
      ...table,
    }),
  });
}

const findTitle = (name: string) => screen.findByText(name, { selector: 'h1' });

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

describe('/devices/apps/:id', () => {
  it('shows the app, its device, settings, activity and only the actions its status allows', async () => {
    openApp();
    expect(await findTitle('Stable Diffusion')).toBeInTheDocument();
    const overview = card('Overview');
    expect(within(row('Device', overview)).getByText('Studio box').closest('a')).toHaveAttribute(
      'href',
      '/devices/details?id=5',
    );
    expect(within(row('Device', overview)).getByText('Online')).toBeInTheDocument();
    expect(row('Status', overview)).toHaveTextContent('Running');
    expect(row('Version', overview)).toHaveTextContent('2.1.0');

    // The settings are named as the app's schema names them, with its help texts.
    const settings = card('Settings');
    expect(row('User name', settings)).toHaveTextContent('adminSigns in to the web UI');
    expect(row('Password', settings)).toHaveTextContent('********');
    expect(row('Workers', settings)).toHaveTextContent('4');
    expect(row('Public gallery', settings)).toHaveTextContent('No');
    expect(row('Quality', settings)).toHaveTextContent('—');
    expect(within(settings).queryByText('workers')).toBeNull();

    const activity = card('Activity');
    expect(within(activity).getByText('install requested').closest('tr')).toHaveTextContent(
      'Not installed→Installinginstall requestedGrace Hopper',
    );
    expect(within(activity).getByText('start: done').closest('tr')).toHaveTextContent(
      'Starting→Runningstart: doneSystem',
    );

    const actions = card('Actions');
    for (const name of ['Stop', 'Restart', 'Suspend', 'Snapshot']) {
      expect(button(name, actions)).toBeInTheDocument();
    }
    expect(within(actions).queryByText('Start', BUTTON)).toBeNull();
    expect(within(actions).queryByText('Uninstall', BUTTON)).toBeNull();
    // No lite-app space for a regular app.
    expect(screen.queryByText('Lite-app space')).toBeNull();
  });

  it('acts only after a confirmation, shows the answer and follows it; a refusal shows its message', async () => {
    // The page reads the app again on its poll's clock, moved by the test: the status in
    // between stays on screen until then, however slow the machine.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const answers: InstalledAppDetail[] = [];
    const { calls } = openApp(makeAppDetail(), {
      'GET apps/12': () =>
        ok(answers.length > 1 ? answers.shift()! : (answers[0] ?? makeAppDetail())),
      'POST apps/12/actions': (init) => {
        const { action } = bodyOf({ url: '', init }) as { action: string };
        if (action !== 'stop') {
          return fail(
            409,
            'transition_not_allowed',
            'The app cannot restart while it is stopping.',
            {
              status: 'stopping',
              allowed: [],
            },
          );
        }
        answers.push(
          makeAppDetail({ status: 'stopped', allowed_actions: ['start', 'snapshot', 'uninstall'] }),
        );
        return ok(makeAppDetail({ status: 'stopping', allowed_actions: [] }));
      },
    });
    await findTitle('Stable Diffusion');

    await user.click(button('Stop', card('Actions')));
    let dialog = await findDialog('Stop Stable Diffusion?');
    expect(
      within(dialog).getByText(
        'The app stops: whoever uses or rents it loses access until you start it again.',
      ),
    ).toBeInTheDocument();
    await user.click(button('Cancel', dialog));
    expect(cimCallsTo(calls, 'POST apps/12/actions')).toHaveLength(0);

    await user.click(button('Restart', card('Actions')));
    dialog = await findDialog('Restart Stable Diffusion?');
    await user.click(button('Restart', dialog));
    expect(
      await within(card('Actions')).findByText('The app cannot restart while it is stopping.'),
    ).toBeInTheDocument();

    await user.click(button('Stop', card('Actions')));
    dialog = await findDialog('Stop Stable Diffusion?');
    expect(button('Stop', dialog)).toHaveClass('ant-btn-dangerous');
    await user.click(button('Stop', dialog));
    expect(await screen.findByText('Stopping Stable Diffusion…')).toBeInTheDocument();
    expect(cimCallsTo(calls, 'POST apps/12/actions').map((call) => bodyOf(call))).toEqual([
      { action: 'restart' },
      { action: 'stop' },
    ]);
    // The answer shows at once, then the page follows the app until it has stopped.
    expect(
      await within(card('Actions')).findByText(
        'Nothing can be done in this status; it changes by itself.',
      ),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(APP_POLL_MS));
    expect(await findButton('Uninstall')).toBeInTheDocument();
    expect(row('Status', card('Overview'))).toHaveTextContent('Stopped');

    await user.click(button('Uninstall', card('Actions')));
    dialog = await findDialog('Uninstall Stable Diffusion?');
    expect(
      within(dialog).getByText(
        'The app and its data are removed from the device for good. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(button('Uninstall', dialog)).toHaveClass('ant-btn-dangerous');
  });

  it('saves the sharing settings with the price checked before sending', async () => {
    const { calls } = openApp(makeAppDetail(), {
      'PUT apps/12/sharing': () =>
        ok(makeAppDetail({ sharing_mode: 'manual', rentable: true, price_per_hour: '2.50' })),
    });
    await findTitle('Stable Diffusion');
    const sharing = card('Sharing');
    expect(within(sharing).getByLabelText('Manual')).toBeChecked();
    const rentable = within(sharing).getByLabelText('Rentable');
    expect(rentable).toBeEnabled();
    await user.click(rentable);
    await user.click(button('Save', sharing));
    expect(
      await within(sharing).findByText('Set a price above 0 to rent the app out'),
    ).toBeInTheDocument();
    expect(cimCallsTo(calls, 'PUT apps/12/sharing')).toHaveLength(0);

    const price = within(sharing).getByLabelText('Price per hour');
    await user.clear(price);
    await user.type(price, '2.5');
    // The fee and what the provider receives, as they type.
    expect(
      within(sharing).getByText(
        'Of each hour, the platform keeps 10% (0.25 coins); you receive 2.25 coins.',
      ),
    ).toBeInTheDocument();
    await user.click(button('Save', sharing));
    expect(await screen.findByText('Sharing settings saved')).toBeInTheDocument();
    expect(bodyOf(cimCallsTo(calls, 'PUT apps/12/sharing')[0])).toEqual({
      sharing_mode: 'manual',
      rentable: true,
      price_per_hour: '2.50',
    });
    // Sharing applies at once: no "takes up to 10 minutes" here.
    expect(within(sharing).queryByTestId('settings-apply-note')).not.toBeInTheDocument();
  });

  it('links to its listing while the market shows it, and not otherwise', async () => {
    openApp(makeAppDetail({ sharing_mode: 'manual', rentable: true, listing_id: 41 }));
    await findTitle('Stable Diffusion');
    expect(
      within(card('Sharing')).getByRole('link', { name: 'See its listing on the market' }),
    ).toHaveAttribute('href', '/market/details?id=41');
  });

  it('shows no listing link for an app the market does not show', async () => {
    openApp(makeAppDetail());
    await findTitle('Stable Diffusion');
    expect(within(card('Sharing')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('leaves the rentable flag to the system in autopilot and shows refusals in the card', async () => {
    let answer = () =>
      fail(
        409,
        'rentable_app_stopped',
        'The rentable flag cannot change while the app is stopped.',
      );
    const { calls } = openApp(makeAppDetail({ status: 'stopped', rentable: false }), {
      'PUT apps/12/sharing': () => answer(),
    });
    await findTitle('Stable Diffusion');
    const sharing = card('Sharing');
    await user.click(within(sharing).getByLabelText('Rentable'));
    const price = within(sharing).getByLabelText('Price per hour');
    await user.clear(price);
    await user.type(price, '3');
    await user.click(button('Save', sharing));
    expect(
      await within(sharing).findByText('The rentable flag cannot change while the app is stopped.'),
    ).toBeInTheDocument();
    expect(bodyOf(cimCallsTo(calls, 'PUT apps/12/sharing')[0])).toEqual({
      sharing_mode: 'manual',
      rentable: true,
      price_per_hour: '3.00',
    });

    await user.click(within(sharing).getByLabelText('Autopilot'));
    const fixed = within(sharing).getByLabelText('Rentable');
    expect(fixed).toBeDisabled();
    expect(fixed).not.toBeChecked(); // what the system decided: not while stopped
    expect(
      within(sharing).getByText(
        'Set by the system in autopilot: rentable while the app runs on an online device.',
      ),
    ).toBeInTheDocument();
    answer = () =>
      ok(makeAppDetail({ status: 'stopped', sharing_mode: 'autopilot', price_per_hour: '3.00' }));
    await user.click(button('Save', sharing));
    expect(await screen.findByText('Sharing settings saved')).toBeInTheDocument();
    // No rentable flag: the system sets it.
    expect(bodyOf(cimCallsTo(calls, 'PUT apps/12/sharing')[1])).toEqual({
      sharing_mode: 'autopilot',
      price_per_hour: '3.00',
    });

    await user.click(within(sharing).getByLabelText('Dedicated'));
    expect(within(sharing).getByLabelText('Rentable')).toBeDisabled();
    expect(within(sharing).getByText('A dedicated app is never rented out.')).toBeInTheDocument();
  });

  it("puts the server's price error on the price", async () => {
    openApp(makeAppDetail({ rentable: true, price_per_hour: '1.00' }), {
      'PUT apps/12/sharing': () =>
        fail(400, 'validation_error', 'Some fields are not valid.', {
          price_per_hour: ['Set a price above 0 to rent the app out.'],
        }),
    });
    await findTitle('Stable Diffusion');
    await user.click(button('Save', card('Sharing')));
    const error = await screen.findByText('Set a price above 0 to rent the app out.');
    expect(error.closest('.ant-form-item')).toHaveTextContent('Price per hour');
  });

  it('shows the SSH details only when asked, with the command and the key to download', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:key';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = openApp(makeAppDetail(), {
      'GET apps/12/ssh': () =>
        ok({
          ip: '203.0.113.7',
          overlay_address: '10.147.17.5',
          port: 2222,
          username: 'app',
          private_key:
            '-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n-----END OPENSSH PRIVATE KEY-----\n',
        }),
    });
    await findTitle('Stable Diffusion');
    const ssh = card('SSH access');
    expect(within(ssh).queryByText(/ssh -i/)).toBeNull();
    expect(cimCallsTo(calls, 'GET apps/12/ssh')).toHaveLength(0);

    await user.click(button('Show', ssh));
    expect(
      await within(ssh).findByText('ssh -i stable-diffusion-12.key -p 2222 app@203.0.113.7'),
    ).toBeInTheDocument();
    expect(row('Overlay address', ssh)).toHaveTextContent('10.147.17.5');
    await user.click(button('Download private key', ssh));
    expect(click).toHaveBeenCalledTimes(1);
    expect(await blobText(created[0]!)).toContain('BEGIN OPENSSH PRIVATE KEY');

    await user.click(button('Hide', ssh));
    expect(within(ssh).queryByText(/ssh -i/)).toBeNull();
  });

  it("opens an app on its box's gateway with the key, read only when asked", async () => {
    const { calls } = openApp(makeAppDetail({ has_gateway: true }), {
      'GET apps/12/gateway': () =>
        ok({ url: 'http://203.0.113.7:8780/12/', api_key: 'zk-owner+key-0123456789' }),
    });
    await findTitle('Stable Diffusion');
    const gateway = card('Open in the browser');
    expect(cimCallsTo(calls, 'GET apps/12/gateway')).toHaveLength(0);
    await user.click(button('Show', gateway));
    expect(await within(gateway).findByTestId('gateway-url')).toHaveTextContent(
      'http://203.0.113.7:8780/12/',
    );
    expect(within(gateway).getByTestId('gateway-key')).not.toHaveTextContent(
      'zk-owner+key-0123456789',
    );
    expect(within(gateway).getByRole('link', { name: 'Open the app' })).toHaveAttribute(
      'href',
      'http://203.0.113.7:8780/12/?key=zk-owner%2Bkey-0123456789',
    );
    await user.click(button('Hide', gateway));
    expect(within(gateway).queryByTestId('gateway-url')).toBeNull();
  });

  it('has no gateway card for an app off a gateway', async () => {
    openApp(makeAppDetail());
    await findTitle('Stable Diffusion');
    expect(screen.queryByRole('region', { name: 'Open in the browser' })).toBeNull();
  });

  it('says why SSH is not there yet', async () => {
    openApp(makeAppDetail(), {
      'GET apps/12/ssh': () => fail(409, 'app_not_installed', 'The app is not installed yet.'),
    });
    await findTitle('Stable Diffusion');
    await user.click(button('Show', card('SSH access')));
    expect(await screen.findByText('The app is not installed yet.')).toBeInTheDocument();
  });

  it('shows the AI API with the key masked until asked, and rotates it after a confirmation', async () => {
    const { calls } = openApp(makeAppDetail(), {
      'POST apps/12/ai-api/rotate': () =>
        ok({ ...AI_INFO, api_key: NEW_KEY, rotated_at: '2026-03-02T10:00:00Z' }),
    });
    await findTitle('Stable Diffusion');
    const ai = card('AI API');
    expect(await within(ai).findByText('http://10.147.17.5:8000/v1')).toBeInTheDocument();
    expect(within(ai).queryByText(AI_KEY)).toBeNull();
    expect(within(ai).getByTestId('ai-api-key')).toHaveTextContent('zk-••••••••••••••••6789');
    expect(within(ai).getByText('Open the AI API').closest('a')).toHaveAttribute(
      'href',
      '/my-apps/ai-compute/12',
    );
    await user.click(button('Show key', ai));
    expect(within(ai).getByText(AI_KEY)).toBeInTheDocument();

    await user.click(button('Rotate key', ai));
    const dialog = await findDialog('Rotate the API key?');
    expect(cimCallsTo(calls, 'POST apps/12/ai-api/rotate')).toHaveLength(0);
    await user.click(button('Rotate key', dialog));
    expect(await within(ai).findByText(NEW_KEY)).toBeInTheDocument();
    expect(cimCallsTo(calls, 'POST apps/12/ai-api/rotate')).toHaveLength(1);
    expect(screen.getByText('A new API key was made')).toBeInTheDocument();
  });

  it('manages the lite-app space of a lite app, showing refusals', async () => {
    const space = {
      device_id: 5,
      status: 'running' as const,
      disk_bytes: 32 * GIB,
      used_bytes: 6 * GIB,
      device_disk_bytes: 512 * GIB,
      rentable_apps: 1,
    };
    const { calls } = openApp(
      makeAppDetail({
        app: { id: 9, slug: 'notes', name: 'Notes', icon: '', display_type: 'lite_app' },
        is_lite_app: true,
        has_ai_api: false,
        lite_space: space,
      }),
      {
        'POST devices/5/lite-space/power': () =>
          fail(
            409,
            'lite_space_power_rentable',
            'The lite-app space cannot be powered off while a lite app in it is rentable.',
          ),
        'PUT devices/5/lite-space': () => ok({ ...space, disk_bytes: 40 * GIB }),
      },
    );
    await findTitle('Notes');
    const lite = card('Lite-app space');
    expect(row('Size', lite)).toHaveTextContent('32.00 GB');
    expect(row('Used by apps', lite)).toHaveTextContent('6.00 GB of 32.00 GB');
    expect(row('Power', lite)).toHaveTextContent('On');
    expect(
      within(lite).getByText(
        '1 lite app in it is rentable: the space cannot be resized or powered off meanwhile.',
      ),
    ).toBeInTheDocument();

    await user.click(button('Power off', lite));
    const confirm = await findDialog('Power off the lite-app space?');
    await user.click(button('Power off', confirm));
    expect(
      await within(lite).findByText(
        'The lite-app space cannot be powered off while a lite app in it is rentable.',
      ),
    ).toBeInTheDocument();

    await user.click(button('Resize', lite));
    const dialog = await findDialog('Resize the lite-app space');
    const size = within(dialog).getByLabelText('Size (GB)');
    await user.clear(size);
    await user.type(size, '4');
    await user.click(button('Resize', dialog));
    expect(await within(dialog).findAllByText('Enter a size from 6.00 to 512.00 GB')).toHaveLength(
      2,
    );
    await user.clear(size);
    await user.type(size, '40');
    await user.click(button('Resize', dialog));
    expect(await screen.findByText('Lite-app space resized')).toBeInTheDocument();
    expect(bodyOf(cimCallsTo(calls, 'PUT devices/5/lite-space')[0])).toEqual({
      disk_bytes: 40 * GIB,
    });
    await waitFor(() => expect(row('Size', card('Lite-app space'))).toHaveTextContent('40.00 GB'));
  });

  it('says an uninstalled app is gone and offers nothing to manage', async () => {
    openApp(makeAppDetail({ status: 'not_install', allowed_actions: [], has_ssh: false }));
    expect(
      await screen.findByText('This app has been uninstalled from its device.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Sharing')).toBeNull();
    expect(screen.queryByText('SSH access')).toBeNull();
    expect(queryButton('Uninstall')).toBeNull();
  });

  it('shows "not found" for an unknown or malformed id', async () => {
    openApp(makeAppDetail(), {}, '/devices/apps/99');
    expect(await screen.findByText('App not found')).toBeInTheDocument();
  });

  it('sends a company member, whose menu lacks devices, to the 403 page', async () => {
    sessionStore.set(makeSession({ userType: 'member', smeId: '9' }));
    const { router } = renderApp('/devices/apps/12', {
      api: appsApi({}, {}, [
        {
          path: '/account',
          name: 'account',
          component: 'account',
          meta: { icon: '', title: 'account', isHide: false, isLink: false },
        },
      ]),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
  });
});

describe('/devices/apps/:id settings and activity', () => {
  /** The store's schema with the user name fixed at install, and a value it no longer knows. */
  const detail = (schema: Record<string, unknown> = {}) => {
    const app = makeAppDetail();
    const properties = app.config_schema.properties as Record<string, Record<string, unknown>>;
    return makeAppDetail({
      config: { ...app.config, legacy: 'kept' },
      config_schema: {
        ...app.config_schema,
        properties: { ...properties, username: { ...properties.username, readOnly: true } },
        ...schema,
      },
    });
  };

  it('lets the owner change a setting; a read-only one is shown so and left out', async () => {
    const { calls } = openApp(detail(), {
      'PUT apps/12/config': () => ok(makeAppDetail({ config: { ...detail().config, workers: 6 } })),
    });
    await findTitle('Stable Diffusion');
    const settings = card('Settings');
    expect(row('legacy', settings)).toHaveTextContent('kept'); // not in the schema: its key
    await user.click(button('Edit settings', settings));

    const username = within(settings).getByLabelText('User name');
    expect(username).toBeDisabled();
    expect(username).toHaveValue('admin');
    expect(
      within(settings).getByText('Modification not supported: set when the app was installed.'),
    ).toBeInTheDocument();
    const password = within(settings).getByLabelText('Password');
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('placeholder', 'Unchanged (type a new one to replace it)');
    expect(
      within(settings).getByText('Setting changes take up to 10 minutes to apply.'),
    ).toBeInTheDocument();

    const workers = within(settings).getByLabelText('Workers');
    await user.clear(workers);
    await user.type(workers, '6');
    await user.click(button('Save settings', settings));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(bodyOf(cimCallsTo(calls, 'PUT apps/12/config')[0])).toEqual({ config: { workers: 6 } });
    await waitFor(() => expect(row('Workers', card('Settings'))).toHaveTextContent('6'));
    expect(
      within(card('Settings')).getByText('Setting changes take up to 10 minutes to apply.'),
    ).toBeInTheDocument();
  });

  it("puts the server's refusal on its field", async () => {
    openApp(detail(), {
      'PUT apps/12/config': () =>
        fail(409, 'modification_not_supported', 'Modification not supported.', {
          'config.workers': ['Modification not supported.'],
        }),
    });
    await findTitle('Stable Diffusion');
    await user.click(button('Edit settings', card('Settings')));
    const workers = within(card('Settings')).getByLabelText('Workers');
    await user.clear(workers);
    await user.type(workers, '3');
    await user.click(button('Save settings', card('Settings')));
    const refusal = await within(card('Settings')).findByText('Modification not supported.');
    expect(refusal.closest('.ant-form-item')).toContainElement(workers);
  });

  it('is read-only for an app not on its device yet', async () => {
    openApp(makeAppDetail({ status: 'installing', has_ssh: false, allowed_actions: [] }));
    await findTitle('Stable Diffusion');
    expect(within(card('Settings')).queryByText('Edit settings', BUTTON)).toBeNull();
  });

  it('reads in Chinese', async () => {
    setLocale('zh');
    openApp(detail());
    await findTitle('Stable Diffusion');
    const settings = card('设置');
    await user.click(button('修改设置', settings));
    expect(within(settings).getByText('不支持修改：该项在安装应用时设定。')).toBeInTheDocument();
    expect(within(settings).getByText('设置更改最多需要 10 分钟生效。')).toBeInTheDocument();
  });

  it("shows an agent's error under its translated reason", async () => {
    const app = makeAppDetail();
    openApp(
      makeAppDetail({
        status: 'failed',
        log: [
          {
            old_status: 'starting',
            new_status: 'failed',
            reason: 'Start failed: a port the app needs is already in use',
            error_code: 'port_in_use',
            detail: 'listen tcp :7860: bind: address already in use',
            actor: null,
            created_at: '2026-03-01T10:05:00Z',
          },
          ...app.log,
        ],
      }),
    );
    await findTitle('Stable Diffusion');
    const entry = within(card('Activity'))
      .getByText('Start failed: a port the app needs is already in use')
      .closest('td');
    expect(entry).toHaveTextContent(
      'The device said: listen tcp :7860: bind: address already in use',
    );
  });
});
