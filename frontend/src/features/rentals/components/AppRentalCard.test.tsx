import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import type { RentalEarnings } from '@/api/types';
import { appsApi, makeAppDetail } from '@/features/installs/pages/testData';
import { queryOf } from '@/features/market/pages/testData';
import { setLocale } from '@/i18n/locale';
import { renderPage } from '@/test/page';
import { makeSession, ok, rmpCallsTo } from '@/test/http';

import { makeRental } from '../testData';

function openApp(earnings: RentalEarnings, sharing: 'manual' | 'dedicated' = 'manual') {
  const detail = makeAppDetail({ sharing_mode: sharing });
  return renderPage(`/devices/apps/${detail.id}`, {
    api: appsApi(
      { [`GET apps/${detail.id}`]: () => ok(detail) },
      { 'GET rentals/earnings': () => ok(earnings) },
    ),
  });
}

/** The card once its answer is in. */
const card = async () =>
  (await screen.findByTestId('app-rental-income')).closest<HTMLElement>('.ant-card')!;

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

describe("the installed app's rentals", () => {
  it('names the current renter, since when, and the income; links to the rental', async () => {
    const current = makeRental({ role: 'provider', renter_name: 'Dave', income: '0.54' });
    const { calls } = openApp({
      installed_app_id: 12,
      income: '3.78',
      rentals: 2,
      current,
    });
    const rentals = await card();
    expect(within(rentals).getByText('Dave')).toBeInTheDocument();
    expect(within(rentals).getByText('Ongoing')).toBeInTheDocument();
    expect(within(rentals).getByTestId('app-rental-income')).toHaveTextContent('3.78 coins');
    expect(within(rentals).getByText('2')).toBeInTheDocument();
    expect(queryOf(rmpCallsTo(calls, 'GET rentals/earnings')[0])).toEqual({
      installed_app_id: '12',
    });
    expect(within(rentals).getByRole('link', { name: 'See in my orders' })).toHaveAttribute(
      'href',
      `/my-orders?role=provider&id=${current.id}`,
    );
  });

  it('says when nobody rents it now', async () => {
    openApp({ installed_app_id: 12, income: '0.00', rentals: 0, current: null });
    const rentals = await card();
    expect(within(rentals).getByText('Not rented now')).toBeInTheDocument();
    expect(within(rentals).getByTestId('app-rental-income')).toHaveTextContent('0.00 coins');
  });

  it('is not shown for a dedicated app that was never rented', async () => {
    const { calls } = openApp(
      { installed_app_id: 12, income: '0.00', rentals: 0, current: null },
      'dedicated',
    );
    expect(await screen.findByText('Sharing', { selector: '.ant-card-head-title' })).toBeVisible();
    await vi.waitFor(() => expect(rmpCallsTo(calls, 'GET rentals/earnings')).toHaveLength(1));
    expect(screen.queryByText('Rentals', { selector: '.ant-card-head-title' })).toBeNull();
  });
});
