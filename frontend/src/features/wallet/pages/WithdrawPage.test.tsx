import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderPage } from '@/test/page';
import { billingCallsTo, bodyOf, fail, makeSession, ok, type RouteHandler } from '@/test/http';

import type { PayoutAccount, PayoutOptions } from '../types';
import { makePayout, makePayoutAccount, makePayoutOptions, page, walletApi } from './testData';

const user = userEvent.setup();

function openWithdraw(
  {
    options = makePayoutOptions(),
    accounts = [makePayoutAccount()],
  }: { options?: PayoutOptions; accounts?: PayoutAccount[] } = {},
  extra: Record<string, RouteHandler> = {},
) {
  return renderPage('/wallet/withdraw', {
    api: walletApi({
      'GET payouts/options': () => ok(options),
      'GET payout-accounts': () => ok(accounts),
      'GET payouts': () => ok(page([])),
      ...extra,
    }),
  });
}

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

const dialog = async () => screen.findByRole('dialog');

describe('/wallet/withdraw', () => {
  it('asks for an amount within what is withdrawable, shows the fee and confirms first', async () => {
    const { calls } = openWithdraw({}, { 'POST payouts': () => ok(makePayout()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
    expect(await screen.findByTestId('withdrawable')).toHaveTextContent('180.00 coins');
    expect(await screen.findByText('From 10.00 to 180.00 coins')).toBeInTheDocument();

    const amount = screen.getByRole('textbox', { name: 'Coins to withdraw' });
    await user.type(amount, '180.01');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Enter between 10.00 and 180.00 coins')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '100');
    expect(screen.getByTestId('withdraw-receive')).toHaveTextContent(
      'You receive 97.50 coins’ worth; the fee is 2.50.',
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const confirm = await dialog();
    expect(confirm).toHaveTextContent('Withdraw 100.00 coins to Bank card **** 7894?');
    expect(billingCallsTo(calls, 'POST payouts')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(billingCallsTo(calls, 'POST payouts')).toHaveLength(1));
    expect(bodyOf(billingCallsTo(calls, 'POST payouts')[0])).toEqual({
      amount: '100.00',
      payout_account_id: 'pa_card',
    });
    expect(await screen.findByText('Withdrawal requested')).toBeInTheDocument();
  });

  it('"All of it" fills in the most one request may take: the day’s limit when it is lower', async () => {
    openWithdraw({ options: makePayoutOptions({ left_today: '120.00' }) });
    await user.click(await screen.findByRole('button', { name: 'All of it' }));
    expect(screen.getByRole('textbox', { name: 'Coins to withdraw' })).toHaveValue('120.00');
  });

  it('shows a refusal of the server on the form', async () => {
    openWithdraw(
      {},
      {
        'POST payouts': () =>
          fail(409, 'payout_not_withdrawable', 'This is more than you can withdraw now.', {
            withdrawable: '20.00',
          }),
      },
    );
    await user.type(await screen.findByRole('textbox', { name: 'Coins to withdraw' }), '50');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('This is more than you can withdraw now.')).toBeInTheDocument();
  });

  it('says why nothing can be asked: one under way, no account, too little settled', async () => {
    const view = openWithdraw({ options: makePayoutOptions({ open_payout_id: 'po_1' }) });
    expect(await screen.findByText(/A withdrawal is under way/)).toBeInTheDocument();
    view.unmount();
    const second = openWithdraw({ accounts: [] });
    expect(await screen.findByText(/Add a payout account first/)).toBeInTheDocument();
    expect(screen.getByText('No payout accounts yet')).toBeInTheDocument();
    second.unmount();
    openWithdraw({ options: makePayoutOptions({ withdrawable: '9.99' }) });
    expect(
      await screen.findByText('You can withdraw once at least 10.00 coins of income have settled.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Coins to withdraw' })).not.toBeInTheDocument();
  });

  it('adds a bank card, putting the server’s field error on its field', async () => {
    let tries = 0;
    const { calls } = openWithdraw(
      { accounts: [] },
      {
        'POST payout-accounts': () =>
          ++tries === 1
            ? fail(400, 'validation_error', 'Some fields are not valid.', {
                account: ['This card number is mistyped: its check digit does not match.'],
              })
            : ok(makePayoutAccount()),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Add an account' }));
    const form = await dialog();
    await user.click(within(form).getByText('Bank card'));
    await user.type(within(form).getByRole('textbox', { name: 'Holder’s name' }), 'Li Lei');
    await user.type(within(form).getByRole('textbox', { name: 'Card number' }), '6222021234567895');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Enter the bank')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Bank' }), 'ICBC');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(
      await within(form).findByText(
        'This card number is mistyped: its check digit does not match.',
      ),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Payout account added')).toBeInTheDocument();
    expect(bodyOf(billingCallsTo(calls, 'POST payout-accounts')[1])).toEqual({
      kind: 'bank_card',
      holder_name: 'Li Lei',
      account: '6222021234567895',
      bank: 'ICBC',
    });
  });

  it('lists the withdrawals and cancels one under review after a confirmation', async () => {
    const { calls } = openWithdraw(
      { options: makePayoutOptions({ open_payout_id: 'po_1' }) },
      {
        'GET payouts': () =>
          ok(
            page([
              makePayout(),
              makePayout({
                id: 'po_0',
                status: 'rejected',
                can_cancel: false,
                reason: 'The holder’s name differs.',
              }),
            ]),
          ),
        'POST payouts/po_1/cancel': () =>
          ok(makePayout({ status: 'cancelled', can_cancel: false })),
      },
    );
    expect(await screen.findByText('Awaiting review')).toBeInTheDocument();
    expect(screen.getByText('The holder’s name differs.')).toBeInTheDocument();
    const cancels = screen.getAllByRole('button', { name: 'Cancel request' });
    expect(cancels).toHaveLength(1);
    await user.click(cancels[0]!);
    const confirm = await dialog();
    expect(confirm).toHaveTextContent('Cancel the withdrawal of 100.00 coins?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(billingCallsTo(calls, 'POST payouts/po_1/cancel')).toHaveLength(1));
  });
});
