import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { invalidateTopics } from '@/api/topics';
import { renderPage } from '@/test/page';
import { billingCallsTo, bodyOf, fail, makeSession, ok, type RouteHandler } from '@/test/http';

import { payPage } from '../components/DepositForm';
import type { Deposit } from '../types';
import { makeDeposit, makeOptions, makeWallet, walletApi } from './testData';

const user = userEvent.setup();

function openPay(extra: Record<string, RouteHandler> = {}, path = '/wallet/pay') {
  return renderPage(path, {
    api: walletApi({
      'GET deposits/options': () => ok(makeOptions()),
      'POST deposits': (init) =>
        ok(makeDeposit({ amount: (bodyOf({ url: '', init }) as { amount: string }).amount })),
      ...extra,
    }),
  });
}

/** `/wallet/pay?deposit=D7K2M9`, the deposit answering as `deposits()` says at each read. */
function openResult(deposits: () => Response, extra: Record<string, RouteHandler> = {}) {
  return renderPage('/wallet/pay?deposit=D7K2M9', {
    api: walletApi({
      'GET deposits/D7K2M9': deposits,
      'GET wallet': () => ok(makeWallet({ balance: '1350.50' })),
      'GET deposits/options': () => ok(makeOptions()),
      ...extra,
    }),
  });
}

let opened: string[];

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
  opened = [];
  vi.spyOn(payPage, 'open').mockImplementation((url) => void opened.push(url));
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Picks a radio card (antd's radio inputs take no pointer events: their label does). */
const choose = async (name: string) =>
  user.click((await screen.findByRole('radio', { name })).closest('label') as HTMLElement);

describe('/wallet/pay', () => {
  it('deposits a preset after a confirmation and goes to the payment page', async () => {
    const { calls } = openPay();
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    expect(await screen.findByRole('radio', { name: '50.00 coins' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '500.00 coins' })).toBeInTheDocument();
    await choose('100.00 coins');
    await choose('Card (sandbox)');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const confirm = await screen.findByText('Confirm your deposit');
    const card = confirm.closest('.ant-card') as HTMLElement;
    // "Continue" went with the form: the focus moves to what replaced it.
    expect(screen.getByRole('heading', { level: 2, name: 'Confirm your deposit' })).toHaveFocus();
    expect(within(card).getByText('100.00 coins')).toBeInTheDocument();
    expect(within(card).getByText('Card (sandbox)')).toBeInTheDocument();
    expect(billingCallsTo(calls, 'POST deposits')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(opened).toEqual(['/api/billing/v1/payments/sandbox/pay/D7K2M9?t=signed']),
    );
    expect(bodyOf(billingCallsTo(calls, 'POST deposits')[0])).toEqual({
      amount: '100.00',
      method: 'sandbox_card',
    });
  });

  it('comes back to the page the deposit started from once paid, and only for that deposit', async () => {
    const listing = '/market/details?id=11&near=121.47,31.23';
    const first = openPay({}, `/wallet/pay?redirect=${encodeURIComponent(listing)}`);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    first.unmount();

    // Back from the payment page, in the same tab.
    const paid = () => ok(makeDeposit({ status: 'paid', paid_at: '2026-11-24T10:05:00Z' }));
    const { router, unmount } = openResult(paid);
    await user.click(await screen.findByRole('button', { name: 'Back to where you were' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(listing),
    );
    unmount();

    // Another deposit's result offers the wallet only.
    renderPage('/wallet/pay?deposit=OTHER', {
      api: walletApi({
        'GET deposits/OTHER': () => ok(makeDeposit({ id: 'OTHER', status: 'paid' })),
        'GET wallet': () => ok(makeWallet()),
      }),
    });
    expect(await screen.findByRole('button', { name: 'Go to the wallet' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Back to where you were' }),
    ).not.toBeInTheDocument();
  });

  it('never comes back to another site', async () => {
    openPay({}, `/wallet/pay?redirect=${encodeURIComponent('//evil.example/x')}`);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(sessionStorage.getItem('zc.depositReturn')).toBeNull();
  });

  it('checks a custom amount against the bounds and two decimals', async () => {
    const { calls } = openPay();
    await choose('Other amount');
    const field = screen.getByRole('textbox', { name: 'Coins to deposit' });
    expect(screen.getByText('From 10.00 to 5,000.00 coins, at most 2 decimals')).toBeVisible();

    await user.type(field, '9.99');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter between 10.00 and 5,000.00 coins')).toBeInTheDocument();

    // Pasted: the form then checks this one value, not each shorter amount typed on the way
    // (a CI run once never showed the message below).
    await user.clear(field);
    await user.click(field);
    await user.paste('12.345');
    expect(field).toHaveValue('12.345');
    expect(
      await screen.findByText('Enter a number of coins with at most 2 decimals'),
    ).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '150.5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Confirm your deposit');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(billingCallsTo(calls, 'POST deposits')).toHaveLength(1));
    expect(bodyOf(billingCallsTo(calls, 'POST deposits')[0])).toEqual({
      amount: '150.50',
      method: 'sandbox_alipay',
    });
  });

  it('goes back from the confirmation to change the amount', async () => {
    openPay();
    await choose('500.00 coins');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('radio', { name: '500.00 coins' })).toBeChecked();
  });

  it('shows a refused deposit and does not leave', async () => {
    openPay({
      'POST deposits': () =>
        fail(429, 'deposit_pending_limit', 'You have 5 deposits waiting for payment.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('You have 5 deposits waiting for payment.')).toBeInTheDocument();
    expect(opened).toEqual([]);
  });

  it('offers "Try again" when the options could not be read', async () => {
    let failing = true;
    openPay({
      'GET deposits/options': () =>
        failing ? fail(502, 'bad_gateway', 'Bad gateway') : ok(makeOptions()),
    });
    expect(await screen.findByText('The deposit options could not be loaded')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: '50.00 coins' })).toBeChecked();
  });
});

describe('/wallet/pay?deposit=', () => {
  it('follows a pending deposit until it is paid, then shows the new balance', async () => {
    let deposit: Deposit = makeDeposit();
    const { queryClient } = openResult(() => ok(deposit));
    expect(await screen.findByText('Waiting for your payment')).toBeInTheDocument();
    expect(
      screen.getByText(/100.00 coins are credited as soon as the payment arrives/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go to the payment page' }));
    expect(opened).toEqual([deposit.pay_url]);

    // The `wallet` topic (or the next poll) brings the change.
    deposit = makeDeposit({ status: 'paid', paid_at: '2026-11-24T10:05:00Z' });
    await act(() => invalidateTopics(queryClient, ['wallet']));
    expect(await screen.findByText('100.00 coins added')).toBeInTheDocument();
    expect(await screen.findByText('Your balance is now 1,350.50 coins.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See transactions' })).toBeInTheDocument();
  });

  it('reads a pending deposit again on its own', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let status: Deposit['status'] = 'pending';
      const { calls } = openResult(() => ok(makeDeposit({ status })));
      await screen.findByText('Waiting for your payment');
      status = 'failed';
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(await screen.findByText('The payment failed')).toBeInTheDocument();
      const reads = billingCallsTo(calls, 'GET deposits/D7K2M9').length;
      // Settled: no more reads.
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(billingCallsTo(calls, 'GET deposits/D7K2M9')).toHaveLength(reads);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['failed', 'The payment failed', /declined, so no coins were added/],
    ['expired', 'The payment expired', /not paid in time/],
  ] as const)('explains a %s deposit and offers to try again', async (status, title, text) => {
    const { router } = openResult(() => ok(makeDeposit({ status })));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('radio', { name: '50.00 coins' })).toBeInTheDocument();
  });

  it('explains a deposit held for review', async () => {
    openResult(() => ok(makeDeposit({ status: 'review' })));
    expect(await screen.findByText('Your payment is being checked')).toBeInTheDocument();
    expect(screen.getByText(/Our staff checks it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("says when the deposit is not the caller's", async () => {
    openResult(() => fail(404, 'not_found', 'Not found.'));
    expect(await screen.findByText('This deposit could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Not found.')).toBeInTheDocument();
  });
});
