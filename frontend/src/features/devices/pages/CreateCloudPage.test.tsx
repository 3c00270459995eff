import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderPage } from '@/test/page';
import { bodyOf, cimCallsTo, fail, makeSession, ok } from '@/test/http';

import { devicesApi, makeDetail, makeDevice, makePlan, page } from './testData';

const user = userEvent.setup();
const GIB = 1024 ** 3;

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

const PLANS = [
  makePlan(),
  makePlan({
    id: 2,
    name: 'GPU 16C',
    cpu_cores: 16,
    memory_bytes: 64 * GIB,
    disk_bytes: 1024 * GIB,
    bandwidth_mbps: 1000,
    gpu_memory_bytes: 24 * GIB,
    price_per_hour: '12.00',
    first_hold: '12.00',
  }),
];

describe('/devices/zcloud/create', () => {
  it('sends the plan and name, then follows the device until it is online', async () => {
    const statuses = ['creating', 'online'] as const;
    let reads = 0;
    const { calls, router } = renderPage('/devices/zcloud/create', {
      api: devicesApi({
        'GET plans': () => ok(page(PLANS)),
        'POST devices/zcloud': () =>
          ok(makeDevice({ id: 9, kind: 'zcloud', name: 'Render', status: 'creating' })),
        'GET devices/9': () => {
          const status = statuses[Math.min(reads, statuses.length - 1)];
          reads += 1;
          return ok(makeDetail({ id: 9, kind: 'zcloud', name: 'Render', status }));
        },
      }),
    });
    expect(await screen.findByLabelText('GPU 16C')).toBeInTheDocument();
    for (const text of [
      '16 cores',
      '64.00 GB',
      '1.00 TB',
      '1,000 Mbps',
      '24.00 GB',
      '12.00 coins / hour',
      '12.00 coins held for the first hour',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('1.50 coins / hour')).toBeInTheDocument();
    expect(screen.getByText('No GPU')).toBeInTheDocument();

    await user.click(screen.getByText('Create', { selector: 'button *' }));
    expect(await screen.findByText('Choose a plan')).toBeInTheDocument();
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(cimCallsTo(calls, 'POST devices/zcloud')).toHaveLength(0);

    await user.click(screen.getByText('GPU 16C'));
    await user.type(screen.getByLabelText('Name'), ' Render ');
    await user.click(screen.getByText('Create', { selector: 'button *' }));
    expect(await screen.findByText('Creating Render…')).toBeInTheDocument();
    expect(bodyOf(cimCallsTo(calls, 'POST devices/zcloud')[0])).toEqual({
      plan_id: 2,
      name: 'Render',
      price_per_hour: '12.00',
    });

    // The next read (a few seconds later) finds it online.
    expect(await screen.findByText('Render is online')).toBeInTheDocument();
    expect(reads).toBe(2);
    await user.click(screen.getByText('Open details', { selector: 'button *' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=9'));
    expect(router.state.location.pathname).toBe('/devices/details');
  }, 20_000);

  async function orderRefused(answer: () => Response) {
    const { calls } = renderPage('/devices/zcloud/create', {
      api: devicesApi({ 'GET plans': () => ok(page(PLANS)), 'POST devices/zcloud': answer }),
    });
    await user.click(await screen.findByText('GPU 16C'));
    await user.type(screen.getByRole('textbox'), 'Render');
    await user.click(screen.getByRole('button', { name: /^(create|创\s?建)$/i }));
    await waitFor(() => expect(cimCallsTo(calls, 'POST devices/zcloud')).toHaveLength(1));
  }

  it('says how to verify the account when the server asks for it', async () => {
    await orderRefused(() => fail(403, 'account_unverified', 'server text'));
    expect(
      await screen.findByText(
        'Verify your e-mail address or add a phone number before creating a cloud device.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.queryByText('Creating Render…')).not.toBeInTheDocument();
  });

  it('names the first hour a short wallet must cover, with the way to top up', async () => {
    await orderRefused(() =>
      fail(409, 'wallet_insufficient_funds', 'server text', { required: '12.00' }),
    );
    expect(
      await screen.findByText(
        'Your wallet needs 12.00 coins available for the first hour of this plan.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up my wallet' })).toHaveAttribute(
      'href',
      '/wallet',
    );
  });

  it('shows a plan repriced since the page was read, and orders at the new price', async () => {
    let price = '12.00';
    const plans = () =>
      ok(page(PLANS.map((plan) => (plan.id === 2 ? { ...plan, price_per_hour: price } : plan))));
    const { calls } = renderPage('/devices/zcloud/create', {
      api: devicesApi({
        'GET plans': plans,
        'POST devices/zcloud': (init) => {
          const sent = (JSON.parse(String(init.body)) as { price_per_hour: string }).price_per_hour;
          if (sent === price) return ok(makeDevice({ id: 9, kind: 'zcloud', status: 'creating' }));
          return fail(409, 'price_changed', 'server text', { price_per_hour: price });
        },
        'GET devices/9': () => ok(makeDetail({ id: 9, kind: 'zcloud', status: 'creating' })),
      }),
    });
    await user.click(await screen.findByText('GPU 16C'));
    await user.type(screen.getByRole('textbox'), 'Render');
    price = '30.00';
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText(
        "This plan's price has changed to 30.00 coins an hour. Check it below and create the device again.",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('30.00 coins / hour')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(cimCallsTo(calls, 'POST devices/zcloud')).toHaveLength(2));
    const sent = cimCallsTo(calls, 'POST devices/zcloud').map((call) => bodyOf(call));
    expect(sent.map((body) => (body as { price_per_hour: string }).price_per_hour)).toEqual([
      '12.00',
      '30.00',
    ]);
  });

  it('says how many machines may be created at once, in Chinese too', async () => {
    setLocale('zh');
    await orderRefused(() => fail(429, 'zcloud_creating_limit', 'server text', { max: 2 }));
    expect(
      await screen.findByText('您已有 2 台云设备正在创建，请等待其中一台就绪后再试。'),
    ).toBeInTheDocument();
    expect(screen.getByText('创建时冻结首小时费用 12.00 算力币')).toBeInTheDocument();
  });

  it('shows the server refusal of a member', async () => {
    renderPage('/devices/zcloud/create', {
      api: devicesApi({
        'GET plans': () =>
          fail(403, 'member_not_allowed', 'Company members cannot manage devices.'),
      }),
    });
    expect(await screen.findByText('Company members cannot manage devices.')).toBeInTheDocument();
  });
});
