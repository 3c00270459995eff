import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderPage } from '@/test/page';
import { bodyOf, cimCallsTo, fail, makeSession, ok, type RouteHandler } from '@/test/http';

import { APP_POLL_MS } from '../hooks';
import type { InstallTarget, InstalledAppDetail } from '../types';
import { appsApi, GIB, makeAppDetail, makeStoreApp, makeTarget } from './testData';

const user = userEvent.setup();

const BUTTON = { selector: 'button, button *' };
const button = (name: string, container: HTMLElement = document.body) =>
  within(container).getByText(name, BUTTON).closest('button')!;
const findButton = async (name: string) =>
  (await screen.findByText(name, BUTTON)).closest('button')!;

const TARGETS: InstallTarget[] = [
  makeTarget(),
  makeTarget({
    device: { id: 6, device_id: 'OLD', name: 'Old box', kind: 'pbox', status: 'offline' },
    qualifies: false,
  }),
  makeTarget({
    device: { id: 7, device_id: 'TINY', name: 'Tiny box', kind: 'zbox', status: 'online' },
    cpu_cores: 2,
    memory_bytes: 8 * GIB,
    gpu_vram_bytes: 0,
    shortfalls: [
      { resource: 'cpu_cores', required: 4, available: 2 },
      { resource: 'memory_bytes', required: 16 * GIB, available: 8 * GIB },
      { resource: 'gpu_vram_bytes', required: 8 * GIB, available: 0 },
    ],
    qualifies: false,
  }),
  makeTarget({
    device: { id: 8, device_id: 'LAB', name: 'Lab box', kind: 'zcloud', status: 'online' },
    installed: true,
    qualifies: false,
  }),
];

function openInstall(
  table: Record<string, RouteHandler> = {},
  { path = '/app-store/3/config' }: { path?: string } = {},
) {
  return renderPage(path, {
    api: appsApi(
      { 'GET apps/install-targets': () => ok(TARGETS), ...table },
      { 'GET store/apps/3': () => ok(makeStoreApp()) },
    ),
  });
}

/** The generated form, filled in with a valid password. */
async function fillPassword(value = 's3cret-pass') {
  await user.type(await screen.findByLabelText('Password'), value);
}

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

describe('/app-store/:id/config', () => {
  it('asks a signed-out visitor to sign in and come back, without asking for devices', async () => {
    sessionStore.clear();
    const { router, calls } = openInstall();
    expect(await screen.findByText('Install Stable Diffusion')).toBeInTheDocument();
    expect(screen.getByText('16.00 GB')).toBeInTheDocument(); // the minimums
    expect(
      screen.getByText('Sign in to install this app on one of your devices.'),
    ).toBeInTheDocument();
    await user.click(button('Sign in', screen.getByText('Sign in to continue').parentElement!));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(router.state.location.search).toBe('?redirect=%2Fapp-store%2F3%2Fconfig');
    expect(cimCallsTo(calls, 'GET apps/install-targets')).toHaveLength(0);
  });

  it('offers the devices, disabling those that cannot take the app and saying why', async () => {
    const { calls } = openInstall();
    const studio = await screen.findByLabelText('Studio box');
    expect(studio).toBeEnabled();
    expect(studio).toBeChecked(); // the first device that qualifies
    expect(new URL(cimCallsTo(calls, 'GET apps/install-targets')[0]!.url, 'http://x').search).toBe(
      '?app_id=3',
    );

    expect(screen.getByLabelText('Old box')).toBeDisabled();
    expect(
      within(screen.getByTestId('target-6')).getByText('The device is offline'),
    ).toBeInTheDocument();

    const tiny = screen.getByLabelText('Tiny box');
    expect(tiny).toBeDisabled();
    expect(tiny).toHaveAccessibleDescription(
      'CPU: needs 4 cores, has 2 cores Memory: needs 16.00 GB, has 8.00 GB GPU memory: needs 8.00 GB, has 0 B',
    );
    expect(screen.getByLabelText('Lab box')).toBeDisabled();
    expect(
      within(screen.getByTestId('target-8')).getByText('Already installed on this device'),
    ).toBeInTheDocument();
    // Each device shows its resources.
    expect(within(screen.getByTestId('target-5')).getByText('32.00 GB')).toBeInTheDocument();
    expect(within(screen.getByTestId('target-5')).getByText('24.00 GB VRAM')).toBeInTheDocument();
  });

  it('says so when no device qualifies, and leads to binding one when there are none', async () => {
    openInstall({ 'GET apps/install-targets': () => ok(TARGETS.slice(1)) });
    expect(
      await screen.findByText('None of your devices can take this app right now.'),
    ).toBeInTheDocument();
    expect(button('Install')).toBeDisabled();
  });

  it('leads to binding a device when the person has none', async () => {
    openInstall({ 'GET apps/install-targets': () => ok([]) });
    expect(
      await screen.findByText('You have no devices yet. Bind a device to install apps on it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Bind a device').closest('a')).toHaveAttribute('href', '/devices/link');
  });

  it('generates the form from the schema with its defaults and checks it before sending', async () => {
    const { calls } = openInstall();
    expect(await screen.findByLabelText('User name')).toHaveValue('admin');
    expect(screen.getByText('Signs in to the web UI')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Workers')).toHaveValue('2');
    expect(screen.getByLabelText('Public gallery')).toHaveAttribute('role', 'switch');
    expect(screen.getByLabelText('Start after install')).toBeChecked();
    expect(screen.getByTitle('fast')).toBeInTheDocument(); // the choice's default

    await user.click(button('Install'));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'short');
    expect(await screen.findByText('Enter at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('User name'));
    await user.type(screen.getByLabelText('User name'), 'ab');
    expect(await screen.findByText('Enter at least 3 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Workers'));
    await user.type(screen.getByLabelText('Workers'), '2.5');
    await user.click(button('Install'));
    // Found again on each try: the message is drawn anew when the click validates the form.
    await waitFor(() => expect(screen.queryAllByText('Enter a whole number')).not.toHaveLength(0));
    expect(cimCallsTo(calls, 'POST apps/install')).toHaveLength(0);
  });

  it("puts the server's field errors on the generated fields and shows refusals", async () => {
    let answer = () =>
      fail(400, 'validation_error', 'Some fields are not valid.', {
        'config.password': ['This password is too common.'],
      });
    let targets = TARGETS;
    const { calls } = openInstall({
      'GET apps/install-targets': () => ok(targets),
      'POST apps/install': () => answer(),
    });
    await fillPassword('password1');
    await user.click(button('Install'));
    expect(await screen.findByText('This password is too common.')).toBeInTheDocument();
    expect(
      screen.getByText('This password is too common.').closest('.ant-form-item'),
    ).toHaveTextContent('Password');

    // Meanwhile the device went offline: read again, it is no longer chosen.
    targets = [
      makeTarget({
        ...TARGETS[0],
        qualifies: false,
        device: { ...TARGETS[0]!.device, status: 'offline' },
      }),
    ];
    answer = () =>
      fail(
        409,
        'requirements_not_met',
        "This device does not meet the app's minimum resources: memory: needs 16.00 GB, has 8.00 GB.",
        { missing: [{ resource: 'memory_bytes', required: 16 * GIB, available: 8 * GIB }] },
      );
    const before = cimCallsTo(calls, 'GET apps/install-targets').length;
    await user.click(button('Install'));
    expect(
      await screen.findByText(
        "This device does not meet the app's minimum resources: memory: needs 16.00 GB, has 8.00 GB.",
      ),
    ).toBeInTheDocument();
    // The picker is read again: the devices changed under the form.
    await waitFor(() =>
      expect(cimCallsTo(calls, 'GET apps/install-targets').length).toBeGreaterThan(before),
    );
    await waitFor(() => expect(screen.getByLabelText('Studio box')).toBeDisabled());
    expect(screen.getByLabelText('Studio box')).not.toBeChecked();
    expect(button('Install')).toBeDisabled();
  });

  it('installs with the chosen device and settings, then follows the install until it runs', async () => {
    const installing = makeAppDetail({
      status: 'installing',
      allowed_actions: [],
      installed_at: null,
      log: [],
    });
    const later: InstalledAppDetail[] = [
      makeAppDetail({ status: 'starting', allowed_actions: [] }),
      makeAppDetail(),
    ];
    const { calls } = openInstall({
      'POST apps/install': () => ok(installing),
      'GET apps/12': () => ok(later.length > 1 ? later.shift()! : later[0]!),
    });
    await fillPassword();
    await user.click(screen.getByLabelText('Public gallery'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(button('Install'));

    expect(
      await screen.findByText('Installing Stable Diffusion on Studio box'),
    ).toBeInTheDocument();
    expect(bodyOf(cimCallsTo(calls, 'POST apps/install')[0])).toEqual({
      device_id: 5,
      app_id: 3,
      config: {
        username: 'admin',
        password: 's3cret-pass',
        quality: 'fast',
        workers: 2,
        public: true,
      },
      start_after_install: true,
    });

    // Read again while starting, then running.
    await act(() => vi.advanceTimersByTimeAsync(APP_POLL_MS));
    await act(() => vi.advanceTimersByTimeAsync(APP_POLL_MS));
    expect(await screen.findByText('Stable Diffusion is running')).toBeInTheDocument();
    const steps = screen.getByRole('group', { name: 'Install progress' });
    for (const step of ['Installing', 'Installed', 'Starting']) {
      expect(within(steps).getByText(step).closest('.ant-steps-item')).toHaveClass(
        'ant-steps-item-finish',
      );
    }
    expect(within(steps).getByText('Running').closest('.ant-steps-item')).toHaveClass(
      'ant-steps-item-finish',
    );
    // Polling stops once the app settles.
    const reads = cimCallsTo(calls, 'GET apps/12').length;
    expect(reads).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(2 * APP_POLL_MS));
    expect(cimCallsTo(calls, 'GET apps/12')).toHaveLength(reads);

    expect(screen.getByText('Open the app page', BUTTON)).toBeInTheDocument();
    expect(screen.getByText('Open the AI API', BUTTON)).toBeInTheDocument();
  });

  it("shows a failed install with the log's reason; installs without starting when asked", async () => {
    const { calls, router } = openInstall({
      'POST apps/install': () =>
        ok(makeAppDetail({ status: 'installing', start_after_install: false, has_ai_api: false })),
      'GET apps/12': () =>
        ok(
          makeAppDetail({
            status: 'installation_failed',
            start_after_install: false,
            has_ai_api: false,
            log: [
              {
                old_status: 'installing',
                new_status: 'installation_failed',
                reason: 'Install failed: not enough free disk space on the device',
                error_code: 'insufficient_disk',
                detail: 'write /var/lib/images: no space left on device',
                actor: null,
                created_at: '2026-03-01T10:00:00Z',
              },
            ],
          }),
        ),
    });
    await fillPassword();
    await user.click(screen.getByLabelText('Start after install'));
    await user.click(button('Install'));
    expect(await screen.findByText('Stable Diffusion could not be installed')).toBeInTheDocument();
    expect(
      screen.getByText('Install failed: not enough free disk space on the device'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The device said: write /var/lib/images: no space left on device'),
    ).toBeInTheDocument();
    expect(
      (bodyOf(cimCallsTo(calls, 'POST apps/install')[0]) as { start_after_install: boolean })
        .start_after_install,
    ).toBe(false);
    // Two steps only when the app is not started; no AI link for this app.
    expect(screen.queryByText('Starting')).toBeNull();
    expect(screen.queryByText('Open the AI API', BUTTON)).toBeNull();
    await user.click(await findButton('Open the app page'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/devices/apps/12'));
  });

  it("shows a company member the server's refusal", async () => {
    sessionStore.set(makeSession({ userType: 'member', smeId: '9' }));
    openInstall({
      'GET apps/install-targets': () =>
        fail(
          403,
          'member_not_allowed',
          'Company members cannot install apps. Please contact your administrator.',
        ),
    });
    expect(
      await screen.findByText(
        'Company members cannot install apps. Please contact your administrator.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Apps are managed by your company administrator')).toBeInTheDocument();
  });
});
