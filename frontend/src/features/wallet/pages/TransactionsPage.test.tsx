import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderPage } from '@/test/page';
import { billingCallsTo, fail, headerOf, makeSession, ok, type RouteHandler } from '@/test/http';

import type { Transaction } from '../types';
import { makeTransaction, page, walletApi } from './testData';

const user = userEvent.setup();

function openTransactions(
  path = '/wallet/transactions',
  items: Transaction[] = [makeTransaction()],
  extra: Record<string, RouteHandler> = {},
) {
  return renderPage(path, {
    api: walletApi({ 'GET transactions': () => ok(page(items, 45)), ...extra }),
  });
}

const paramsOf = (call: { url: string } | undefined) =>
  new URL(call?.url ?? '', 'http://app.invalid').searchParams;

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/wallet/transactions', () => {
  it('names what each movement was for and leads to the rental on the person’s side', async () => {
    const purpose = { kind: 'rental' as const, id: 1234, title: 'Jupyter Lab', party: 'bob' };
    openTransactions('/wallet/transactions', [
      makeTransaction({ id: 3, type: 'charge', description: 'Paid for a purchase', purpose }),
      makeTransaction({ id: 4, type: 'income', description: 'Earned from a sale', purpose }),
    ]);
    const charge = (await screen.findByText('Paid for a purchase')).closest('tr') as HTMLElement;
    expect(within(charge).getByText(/Jupyter Lab, with bob/)).toBeInTheDocument();
    expect(within(charge).getByRole('link', { name: 'Rental #1234' })).toHaveAttribute(
      'href',
      '/my-orders?id=1234',
    );
    const income = screen.getByText('Earned from a sale').closest('tr') as HTMLElement;
    expect(within(income).getByRole('link', { name: 'Rental #1234' })).toHaveAttribute(
      'href',
      '/my-orders?role=provider&id=1234',
    );
  });

  it('keeps to one rental’s movements from its link, until shown them all', async () => {
    const { calls, router } = openTransactions('/wallet/transactions?reference=rental:7');
    expect(await screen.findByText('Rental #7 only')).toBeInTheDocument();
    await waitFor(() =>
      expect(paramsOf(billingCallsTo(calls, 'GET transactions').at(-1)).get('reference')).toBe(
        'rental:7',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Show every movement' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(
        paramsOf(billingCallsTo(calls, 'GET transactions').at(-1)).get('reference'),
      ).toBeNull(),
    );
  });

  it('lists transactions with signed amounts, the balance after, company and time', async () => {
    openTransactions('/wallet/transactions', [
      makeTransaction({
        id: 3,
        type: 'charge',
        amount: '-1234.50',
        balance_after: '16.00',
        description: 'Rental of Ollama',
        company: 'ACME0-00001',
        created_at: '2026-11-21T09:30:00Z',
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    const row = (await screen.findByText('Rental of Ollama')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Charge')).toBeInTheDocument();
    expect(within(row).getByText('-1,234.50')).toBeInTheDocument();
    expect(within(row).getByText('16.00')).toBeInTheDocument();
    expect(within(row).getByText('Company ACME0-00001')).toBeInTheDocument();
    expect(
      within(row).getByText(
        new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date('2026-11-21T09:30:00Z'),
        ),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('45 transactions')).toBeInTheDocument();
  });

  it('reads its filters and page from the URL and sends them', async () => {
    const { calls } = openTransactions(
      '/wallet/transactions?type=charge&type=fee&type=bogus&from=2026-11-01&to=2026-11-30&page=2',
    );
    await screen.findByText('Deposit with Sandbox Alipay');
    const sent = paramsOf(billingCallsTo(calls, 'GET transactions')[0]);
    expect(sent.getAll('type')).toEqual(['charge', 'fee']);
    expect(sent.get('date_from')).toBe('2026-11-01');
    expect(sent.get('date_to')).toBe('2026-11-30');
    expect(sent.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(sent.get('offset')).toBe('20');
    expect(sent.get('limit')).toBe('20');
  });

  it('keeps a type filter in the URL and goes back to the first page', async () => {
    const { router, calls } = openTransactions('/wallet/transactions?page=2');
    await screen.findByText('Deposit with Sandbox Alipay');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(
      await screen.findByText('Charge', { selector: '.ant-select-item-option-content' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?type=charge'));
    await waitFor(() =>
      expect(paramsOf(billingCallsTo(calls, 'GET transactions').at(-1)).getAll('type')).toEqual([
        'charge',
      ]),
    );
  });

  it('says when nothing matches the filters', async () => {
    openTransactions('/wallet/transactions?type=refund', []);
    expect(await screen.findByText('No transactions match these filters')).toBeInTheDocument();
  });

  it('says there are no transactions yet', async () => {
    openTransactions('/wallet/transactions', []);
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });

  it('offers "Try again" when the list could not be read', async () => {
    let failing = true;
    openTransactions('/wallet/transactions', [], {
      'GET transactions': () =>
        failing ? fail(500, 'server_error', 'Oops') : ok(page([makeTransaction()])),
    });
    expect(await screen.findByText('The transactions could not be loaded')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Deposit with Sandbox Alipay')).toBeInTheDocument();
  });

  it('exports the filtered transactions as a CSV file with the session token', async () => {
    const csv = 'created_at,type,amount,balance_after,reference,description\n';
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:transactions';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { calls } = openTransactions('/wallet/transactions?type=charge&from=2026-11-01', [], {
      'GET transactions/export': () =>
        new Response(csv, { headers: { 'Content-Type': 'text/csv' } }),
    });
    await screen.findByText('No transactions match these filters');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('transactions.csv');
    expect(await saved[0]!.text()).toBe(csv);
    const exported = billingCallsTo(calls, 'GET transactions/export')[0];
    expect(headerOf(exported, 'Authorization')).toBe('Bearer access-1');
    expect(paramsOf(exported).getAll('type')).toEqual(['charge']);
    expect(paramsOf(exported).get('date_from')).toBe('2026-11-01');
    expect(paramsOf(exported).has('offset')).toBe(false);
  });

  it('says why an export failed', async () => {
    openTransactions('/wallet/transactions', [], {
      'GET transactions/export': () =>
        fail(400, 'validation_error', 'Invalid input.', { date_from: ['Enter a valid date.'] }),
    });
    await screen.findByText('No transactions yet');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The export failed: Invalid input.')).toBeInTheDocument();
  });
});
