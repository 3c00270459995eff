import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { invalidateTopics } from '@/api/topics';
import { renderPage } from '@/test/page';
import {
  billingCallsTo,
  bodyOf,
  fail,
  hangingFetch,
  makeSession,
  ok,
  type RouteHandler,
} from '@/test/http';

import type { Transaction, Wallet } from '../types';
import { makeSummary, makeTransaction, makeWallet, page, walletApi } from './testData';

const user = userEvent.setup();
/** A read that never answers (until the test ends). */
const hang: RouteHandler = (init) => hangingFetch('', init);

interface World {
  wallet?: Wallet;
  transactions?: Transaction[];
}

function openWallet(world: World = {}, extra: Record<string, RouteHandler> = {}) {
  return renderPage('/wallet', {
    api: walletApi({
      'GET wallet': () => ok(world.wallet ?? makeWallet()),
      'GET wallet/summary': () => ok(makeSummary()),
      'GET transactions': () => ok(page(world.transactions ?? [makeTransaction()], 40)),
      ...extra,
    }),
  });
}

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

describe('/wallet', () => {
  it('shows the balance, the charts and the latest transactions', async () => {
    const { calls } = openWallet({
      transactions: [
        makeTransaction({
          id: 2,
          type: 'charge',
          amount: '-45.00',
          balance_after: '1150.50',
          description: 'Rental of Ollama',
          company: 'ACME0-00001',
        }),
        makeTransaction(),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    expect(await screen.findByTestId('wallet-available')).toHaveTextContent('1,200.50 coins');
    expect(screen.getByText('50.00 coins')).toBeInTheDocument();
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('1,250.50 coins');
    expect(screen.queryByText('Debt')).toBeNull();

    // The charts load in their own chunk; their data is a table for screen readers.
    const balanceChart = await screen.findByRole('table', { name: 'Balance, last 3 days' });
    expect(within(balanceChart).getAllByRole('row')).toHaveLength(4);
    expect(within(balanceChart).getByRole('rowheader', { name: '11/24' })).toBeInTheDocument();
    const spending = screen.getByRole('table', { name: 'Spending by type, last 3 days' });
    expect(within(spending).getByRole('rowheader', { name: 'Charge' })).toBeInTheDocument();
    expect(within(spending).getByText('45.00')).toBeInTheDocument();

    const latest = screen.getByRole('region', { name: 'Latest transactions' });
    expect(await within(latest).findByText('Rental of Ollama')).toBeInTheDocument();
    expect(within(latest).getByText('-45.00')).toBeInTheDocument();
    expect(within(latest).getByText('+100.00')).toBeInTheDocument();
    expect(within(latest).getByText('Company ACME0-00001')).toBeInTheDocument();
    // The newest few only: no pages below them, no total.
    expect(within(latest).queryByText('40 transactions')).toBeNull();
    expect(within(latest).getByRole('link', { name: 'All transactions' })).toHaveAttribute(
      'href',
      '/wallet/transactions',
    );

    const summary = new URL(billingCallsTo(calls, 'GET wallet/summary')[0]!.url, 'http://x');
    expect(summary.searchParams.get('days')).toBe('30');
    expect(summary.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const listed = new URL(billingCallsTo(calls, 'GET transactions')[0]!.url, 'http://x');
    expect(listed.searchParams.get('limit')).toBe('8');
  });

  it('shows a debt in red with what to do', async () => {
    openWallet({
      wallet: makeWallet({
        available: '-20.00',
        balance: '-20.00',
        reserved: '0.00',
        debt: '20.00',
      }),
    });
    expect(await screen.findByText('Debt')).toBeInTheDocument();
    expect(
      screen.getByText('You owe 20.00 coins. Deposit to settle the debt.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('wallet-available')).toHaveTextContent('-20.00 coins');
  });

  it('asks a new person to make a first deposit instead of empty charts', async () => {
    const { router } = renderPage('/wallet', {
      api: walletApi({
        'GET wallet': () =>
          ok(makeWallet({ balance: '0.00', available: '0.00', reserved: '0.00' })),
        'GET wallet/summary': () => ok(makeSummary({ spending_by_type: [] })),
        'GET transactions': () => ok(page([])),
      }),
    });
    expect(await screen.findByText('Your wallet is ready')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Latest transactions' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Make your first deposit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/pay'));
  });

  it('shows placeholders while loading', async () => {
    renderPage('/wallet', {
      api: walletApi({
        'GET wallet': hang,
        'GET wallet/summary': hang,
        'GET transactions': hang,
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Wallet' });
    expect(document.querySelectorAll('.ant-skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('wallet-available')).toBeNull();
  });

  it('offers "Try again" when the wallet could not be read', async () => {
    let failing = true;
    openWallet(
      {},
      {
        'GET wallet': () => (failing ? fail(503, 'unavailable', 'Try later') : ok(makeWallet())),
      },
    );
    expect(await screen.findByText('Your wallet could not be loaded')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('wallet-available')).toHaveTextContent('1,200.50 coins');
  });

  it('reads the wallet again when the wallet topic arrives', async () => {
    let balance = '1200.50';
    const { queryClient } = openWallet(
      {},
      {
        'GET wallet': () => ok(makeWallet({ available: balance })),
      },
    );
    expect(await screen.findByTestId('wallet-available')).toHaveTextContent('1,200.50 coins');
    balance = '1300.50';
    await act(() => invalidateTopics(queryClient, ['wallet']));
    await waitFor(() =>
      expect(screen.getByTestId('wallet-available')).toHaveTextContent('1,300.50 coins'),
    );
  });

  describe('the low-balance notice', () => {
    it('refuses a bad amount with a translated message and saves a good one', async () => {
      const { calls } = openWallet(
        {},
        {
          'PATCH wallet': (init) => ok(makeWallet(bodyOf({ url: '', init }) as Partial<Wallet>)),
        },
      );
      const field = await screen.findByRole('textbox', { name: 'Notify below' });
      expect(field).toHaveValue('10.00');
      await user.clear(field);
      await user.type(field, '2.555');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('Enter a number of coins with at most 2 decimals'),
      ).toBeInTheDocument();
      expect(billingCallsTo(calls, 'PATCH wallet')).toHaveLength(0);

      await user.clear(field);
      await user.type(field, '25');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Low-balance notice saved')).toBeInTheDocument();
      expect(bodyOf(billingCallsTo(calls, 'PATCH wallet')[0])).toEqual({
        low_balance_threshold: '25.00',
      });
    });

    it('turns the notice off', async () => {
      const { calls } = openWallet(
        {},
        {
          'PATCH wallet': () => ok(makeWallet({ low_balance_threshold: null })),
        },
      );
      await user.click(
        await screen.findByRole('switch', { name: 'Notify me when my available coins run low' }),
      );
      expect(screen.queryByRole('textbox', { name: 'Notify below' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(billingCallsTo(calls, 'PATCH wallet')).toHaveLength(1));
      expect(bodyOf(billingCallsTo(calls, 'PATCH wallet')[0])).toEqual({
        low_balance_threshold: null,
      });
    });

    it("puts the server's field error on the field", async () => {
      openWallet(
        {},
        {
          'PATCH wallet': () =>
            fail(400, 'validation_error', 'Invalid input.', {
              low_balance_threshold: ['Ensure this value is less than or equal to 100000.'],
            }),
        },
      );
      const field = await screen.findByRole('textbox', { name: 'Notify below' });
      await user.clear(field);
      await user.type(field, '999999');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('Ensure this value is less than or equal to 100000.'),
      ).toBeInTheDocument();
    });
  });
});
