/** The rentals beside the orders on `/my-orders` (the page is the demands feature's). */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import type { RentalDetail } from '@/api/types';
import { queryOf } from '@/features/market/pages/testData';
import { setLocale } from '@/i18n/locale';
import { invalidateTopics } from '@/api/topics';
import { findDialog, renderPage } from '@/test/page';
import { fail, makeSession, ok, rmpCallsTo, type RouteHandler } from '@/test/http';

import { AI_ACCESS, GATEWAY_ACCESS, makeRental, page, rentalsApi } from '../testData';

const user = userEvent.setup();

const ENDED = makeRental({
  id: 8,
  status: 'ended',
  reason: 'renter_ended',
  reason_text: 'Ended by the renter',
  app: { ...makeRental().app, name: 'Jellyfin' },
  cost: '1.20',
  ended_at: '2026-11-24T10:20:00Z',
});

function openOrders(path = '/my-orders', table: Record<string, RouteHandler> = {}) {
  return renderPage(path, {
    api: rentalsApi({
      'GET rentals': () => ok(page([makeRental(), ENDED])),
      'GET rentals/7': () => ok(makeRental()),
      'GET rentals/7/access': () => ok(AI_ACCESS),
      'GET rentals/8': () => ok(ENDED),
      ...table,
    }),
  });
}

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/my-orders', () => {
  it('lists my rentals as renter: state, provider, cost, and why one ended', async () => {
    const { calls } = openOrders();
    expect(await screen.findByRole('heading', { name: 'My orders', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('vLLM')).toBeInTheDocument();
    expect(screen.getByText('Ongoing')).toBeInTheDocument();
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.getByText('1.20 coins')).toBeInTheDocument();
    expect(queryOf(rmpCallsTo(calls, 'GET rentals')[0])).toMatchObject({ role: 'renter' });
    await user.click(screen.getByRole('button', { name: 'Details: Jellyfin' }));
    expect(await screen.findByText('Ended by the renter')).toBeInTheDocument();
  });

  it('says when there are none, and when none match the state', async () => {
    openOrders('/my-orders', { 'GET rentals': () => ok(page([])) });
    expect(await screen.findByText('No rentals yet')).toBeInTheDocument();
  });

  it('filters by state', async () => {
    const { calls } = openOrders('/my-orders?status=ended', {
      'GET rentals': () => ok(page([])),
    });
    expect(await screen.findByText('No rentals in this state')).toBeInTheDocument();
    expect(queryOf(rmpCallsTo(calls, 'GET rentals')[0])).toMatchObject({ status: 'ended' });
  });

  it('shows a failure with "Try again"', async () => {
    let answer = () => fail(500, 'server_error', 'Boom.');
    const { calls } = openOrders('/my-orders', { 'GET rentals': () => answer() });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    answer = () => ok(page([ENDED]));
    await user.click(retry);
    expect(await screen.findByText('Jellyfin')).toBeInTheDocument();
    expect(rmpCallsTo(calls, 'GET rentals').length).toBeGreaterThan(1);
  });

  it('shows the provider who rents, since when and the income', async () => {
    const provided = makeRental({ role: 'provider', renter_name: 'Dave', income: '0.54' });
    const { calls } = openOrders('/my-orders?role=provider', {
      'GET rentals': () => ok(page([provided])),
      'GET rentals/7': () => ok(provided),
    });
    expect(await screen.findByText('Dave')).toBeInTheDocument();
    expect(screen.getByText('0.54 coins')).toBeInTheDocument();
    expect(queryOf(rmpCallsTo(calls, 'GET rentals')[0])).toMatchObject({ role: 'provider' });
    await user.click(screen.getByRole('button', { name: 'Details: vLLM' }));
    expect(await screen.findByText('Income so far')).toBeInTheDocument();
    expect(screen.queryByText('Your access')).not.toBeInTheDocument();
    expect(rmpCallsTo(calls, 'GET rentals/7/access')).toHaveLength(0);
  });

  it('opens ?id= with the access: base URL, the key hidden until shown', async () => {
    openOrders('/my-orders?id=7');
    expect(await screen.findByTestId('rental-base-url')).toHaveTextContent(
      'https://box.example/v1',
    );
    const key = screen.getByTestId('rental-api-key');
    expect(key).not.toHaveTextContent('sk-rental-secret');
    await user.click(screen.getByRole('button', { name: 'Show key' }));
    expect(key).toHaveTextContent('sk-rental-secret');
    expect(screen.getByText('2 h 0 min')).toBeInTheDocument();
  });

  it("opens an app on its box's gateway: its address, the key, and a button that hands the key over", async () => {
    openOrders('/my-orders?id=7', { 'GET rentals/7/access': () => ok(GATEWAY_ACCESS) });
    expect(await screen.findByTestId('rental-app-url')).toHaveTextContent(
      'http://203.0.113.7:8780/42/',
    );
    expect(screen.getByTestId('rental-api-key')).not.toHaveTextContent('zk-rental+secret');
    const open = screen.getByRole('link', { name: 'Open the app' });
    expect(open).toHaveAttribute('href', 'http://203.0.113.7:8780/42/?key=zk-rental%2Bsecret');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/in the Authorization header, after "Bearer "/)).toBeInTheDocument();
    expect(screen.queryByTestId('rental-base-url')).not.toBeInTheDocument();
  });

  it('ticks the cost each second from the answer, up to what is paid for', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:10:00Z'));
    // 36 coins an hour: a cent a second; paid until 10:10:03.
    const rental = makeRental({
      price_per_hour: '36.00',
      billed_seconds: 600,
      cost: '6.00',
      paid_until: '2026-11-24T10:10:03Z',
    });
    openOrders('/my-orders?id=7', { 'GET rentals/7': () => ok(rental) });
    const cost = await screen.findByTestId('rental-cost');
    expect(cost).toHaveTextContent('about 6.00 coins');
    act(() => vi.advanceTimersByTime(1000));
    expect(cost).toHaveTextContent('about 6.01 coins');
    act(() => vi.advanceTimersByTime(5000));
    expect(cost).toHaveTextContent('about 6.03 coins');
    // What was charged stays what the wallet and the charges show, and leads to those movements.
    expect(screen.getByTestId('rental-charged')).toHaveTextContent('6.00 coins');
    expect(screen.getByRole('link', { name: 'Its movements in the wallet' })).toHaveAttribute(
      'href',
      '/wallet/transactions?reference=rental%3A7',
    );
  });

  it('ends a rental after a confirmation and shows it ended with its reason', async () => {
    let current: RentalDetail = makeRental();
    const { calls } = openOrders('/my-orders?id=7', {
      'GET rentals/7': () => ok(current),
      'POST rentals/7/end': () => {
        current = makeRental({
          status: 'ended',
          reason: 'renter_ended',
          reason_text: 'Ended by the renter',
        });
        return ok(current);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'End rental' }));
    const dialog = await findDialog('End this rental?');
    await user.click(within(dialog).getByRole('button', { name: 'End rental' }));
    expect(await screen.findByText('Ended by the renter')).toBeInTheDocument();
    expect(rmpCallsTo(calls, 'POST rentals/7/end')).toHaveLength(1);
    expect(screen.queryByTestId('rental-base-url')).not.toBeInTheDocument();
  });

  it('reads the lists and the open rental again on the rentals topic', async () => {
    let current: RentalDetail = makeRental();
    const { queryClient } = openOrders('/my-orders?id=7', {
      'GET rentals': () => ok(page([current])),
      'GET rentals/7': () => ok(current),
    });
    expect(await screen.findByTestId('rental-base-url')).toBeInTheDocument();
    current = makeRental({
      status: 'ended',
      reason: 'provider_withdrew',
      reason_text: 'The provider took the app off the market',
    });
    await act(() => invalidateTopics(queryClient, ['rentals']));
    expect(await screen.findByText('The provider took the app off the market')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Ended')).toHaveLength(2));
  });
});
