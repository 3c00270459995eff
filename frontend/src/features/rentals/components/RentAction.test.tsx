import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import type { Listing } from '@/api/types';
import { makeListing, marketApi } from '@/features/market/pages/testData';
import { makeWallet } from '@/features/wallet/pages/testData';
import { setLocale } from '@/i18n/locale';
import { makeProfile } from '@/test/fixtures';
import { findDialog, renderApp } from '@/test/app';
import { bodyOf, fail, makeSession, ok, rmpCallsTo, type RouteHandler } from '@/test/http';

import { makeRental, rentalsApi } from '../testData';

const user = userEvent.setup();
const LISTING = makeListing({ price_per_hour: '12.50', first_hold: '12.50' });

function openDetails(
  listing: Listing | (() => Listing | Promise<Listing>) = LISTING,
  post: RouteHandler = () => ok(makeRental()),
  available = '1200.50',
) {
  const read = typeof listing === 'function' ? listing : () => listing;
  return renderApp(`/market/details?id=${LISTING.id}`, {
    api: rentalsApi(
      {
        'GET market/applications/11': async () => ok(await read()),
        'POST rentals': post,
        'GET rentals/7': () => ok(makeRental()),
        'GET rentals': () => ok({ items: [], total: 0 }),
        'GET rentals/7/access': () => fail(409, 'rental_not_ongoing', 'Not ongoing.'),
      },
      makeWallet({ available }),
    ),
  });
}

async function openDialog() {
  await user.click(await screen.findByRole('button', { name: 'Rent' }));
  return findDialog('Rent Stable Diffusion');
}

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

describe('Rent on a listing’s page', () => {
  it('sends a signed-out visitor to sign in, coming back to the listing', async () => {
    sessionStore.clear();
    const { router } = renderApp('/market/details?id=11', {
      api: marketApi({ 'GET market/applications/11': () => ok(LISTING) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in to rent' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(decodeURIComponent(router.state.location.search)).toContain('/market/details?id=11');
  });

  it('shows the provider their own listing, with the way to its app, and no Rent', async () => {
    renderApp(`/market/details?id=${LISTING.id}`, {
      api: rentalsApi({ 'GET market/applications/11': () => ok(LISTING) }, makeWallet(), {
        iam: { 'GET account/profile': () => ok(makeProfile({ name: LISTING.provider_name })) },
      }),
    });
    expect(await screen.findByText('This is your listing.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage the app' })).toHaveAttribute(
      'href',
      `/devices/apps/${LISTING.installed_app_id}`,
    );
    expect(screen.queryByRole('button', { name: 'Rent' })).not.toBeInTheDocument();
  });

  it.each([
    ['member', 'Company members cannot rent apps.'],
    ['admin', 'A company identity cannot rent apps.'],
  ] as const)('tells a company %s why they cannot rent', async (userType, why) => {
    sessionStore.set(makeSession({ userType, smeId: '5' }));
    openDetails();
    expect(await screen.findByText(new RegExp(why))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rent' })).not.toBeInTheDocument();
  });

  it('shows a busy listing as busy, with no Rent button', async () => {
    openDetails(makeListing({ busy: true }));
    expect(await screen.findByText(/Someone is renting this app right now/)).toBeInTheDocument();
    expect(screen.getByText('Busy')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rent' })).not.toBeInTheDocument();
  });

  it('confirms with the price, the first hold and the runway, then opens the rental', async () => {
    const { calls, router } = openDetails();
    const dialog = await openDialog();
    expect(within(dialog).getByText('12.50 coins / hour')).toBeInTheDocument();
    expect(within(dialog).getByText('12.50 coins')).toBeInTheDocument();
    expect(within(dialog).getByText('1,200.50 coins')).toBeInTheDocument();
    // 1200.50 / 12.50 = 96.04 hours
    expect(within(dialog).getByText('96 h 2 min')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('End after (hours, optional)'), '5');
    expect(within(dialog).getByTestId('hours-cost')).toHaveTextContent(
      /^5 hours cost 62\.50 coins\.$/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Rent now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-orders'));
    expect(router.state.location.search).toBe('?id=7');
    expect(bodyOf(rmpCallsTo(calls, 'POST rentals')[0])).toEqual({
      listing_id: 11,
      price_per_hour: '12.50',
      max_hours: 5,
    });
  });

  it('shows a price raised since the page was read and rents only at it once confirmed again', async () => {
    // The market's read after the refusal answers only once released, so the dialog is seen
    // in between: the new price known, the listing not yet read again.
    let listing: Listing | Promise<Listing> = LISTING;
    let release = () => {};
    const { calls, router } = openDetails(
      () => listing,
      (init) => {
        if (
          (JSON.parse(String(init.body)) as { price_per_hour: string }).price_per_hour === '625.00'
        )
          return ok(makeRental());
        listing = new Promise((resolve) => {
          release = () => resolve({ ...LISTING, price_per_hour: '625.00', first_hold: '625.00' });
        });
        return fail(409, 'price_changed', 'The price has changed since you looked.', {
          price_per_hour: '625.00',
        });
      },
    );
    const dialog = await openDialog();
    expect(within(dialog).getByText('12.50 coins')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rent now' }));
    expect(
      await within(dialog).findByText('The price has changed since you looked.'),
    ).toBeVisible();
    expect(within(dialog).getByTestId('rent-price')).toHaveTextContent('Now 625.00 coins / hour');
    // The hold is the new price's once the listing is read again, never the old one's.
    expect(within(dialog).queryByText('12.50 coins')).toBeNull();
    release();
    expect(await within(dialog).findByText('625.00 coins')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/market/details');
    await user.click(within(dialog).getByRole('button', { name: 'Rent now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-orders'));
    const sent = rmpCallsTo(calls, 'POST rentals').map((call) => bodyOf(call));
    expect(sent.map((body) => (body as { price_per_hour: string }).price_per_hour)).toEqual([
      '12.50',
      '625.00',
    ]);
  });

  it('asks for the password when the first hold is above the limit, then rents', async () => {
    let confirmed = false;
    const { calls, router } = renderApp(`/market/details?id=${LISTING.id}`, {
      api: rentalsApi(
        {
          'GET market/applications/11': () => ok(LISTING),
          'POST rentals': () =>
            confirmed
              ? ok(makeRental())
              : fail(403, 'reauth_required', "Please confirm it's you.", { method: 'password' }),
          'GET rentals/7': () => ok(makeRental()),
          'GET rentals': () => ok({ items: [], total: 0 }),
          'GET rentals/7/access': () => fail(409, 'rental_not_ongoing', 'Not ongoing.'),
        },
        makeWallet(),
        {
          iam: {
            'POST account/reauth': () => {
              confirmed = true;
              return ok(null);
            },
          },
        },
      ),
    });
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Rent now' }));
    const reauth = await findDialog("Confirm it's you");
    await user.type(within(reauth).getByLabelText('Password'), 'right-one');
    await user.click(within(reauth).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-orders'));
    expect(rmpCallsTo(calls, 'POST rentals')).toHaveLength(2);
  });

  it('says when the chosen hours cost more than the coins available, and how long they last', async () => {
    openDetails(LISTING, () => ok(makeRental()), '50.00');
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText('End after (hours, optional)'), '10');
    expect(within(dialog).getByTestId('hours-cost')).toHaveTextContent(
      '10 hours cost 125.00 coins. Your available coins last about 4 h 0 min: deposit more to rent that long.',
    );
  });

  it('rents without a limit when the hours are left empty', async () => {
    const { calls } = openDetails();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Rent now' }));
    await waitFor(() => expect(rmpCallsTo(calls, 'POST rentals')).toHaveLength(1));
    expect(bodyOf(rmpCallsTo(calls, 'POST rentals')[0])).toEqual({
      listing_id: 11,
      price_per_hour: '12.50',
      max_hours: null,
    });
  });

  it('refuses hours out of range without asking the server', async () => {
    const { calls } = openDetails();
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText('End after (hours, optional)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Rent now' }));
    expect(
      await within(dialog).findByText('Enter whole hours from 1 to 10000'),
    ).toBeInTheDocument();
    expect(rmpCallsTo(calls, 'POST rentals')).toHaveLength(0);
  });

  it('offers a deposit when the balance cannot cover one period', async () => {
    openDetails(LISTING, () => ok(makeRental()), '4.00');
    const dialog = await openDialog();
    expect(
      within(dialog).getByText('Your available balance does not cover one billing period.'),
    ).toBeInTheDocument();
    // A deposit made there comes back to the listing.
    expect(within(dialog).getByRole('link', { name: 'Deposit coins' })).toHaveAttribute(
      'href',
      `/wallet/pay?redirect=${encodeURIComponent('/market/details?id=11')}`,
    );
  });

  it.each([
    [409, 'app_busy', 'Someone is renting this app right now.'],
    [409, 'listing_gone', 'This app is no longer on the market.'],
    [409, 'rental_own_listing', 'This is your own app; you cannot rent it.'],
    [409, 'rental_insufficient_funds', 'Your available balance does not cover it.'],
    [403, 'permission_denied', 'You may not do this.'],
  ])('shows the refusal %s %s in the dialog', async (status, code, msg) => {
    const { router } = openDetails(LISTING, () => fail(status, code, msg));
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Rent now' }));
    expect(await within(dialog).findByText(msg)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/market/details');
  });
});
