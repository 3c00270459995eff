/** The orders beside the rentals on `/my-orders`, this feature's page. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import type { OrderDetail } from '@/api/types';
import { queryOf } from '@/features/market/pages/testData';
import { setLocale } from '@/i18n/locale';
import { invalidateTopics } from '@/api/topics';
import { findDialog, renderPage } from '@/test/page';
import { bodyOf, fail, makeSession, ok, rmpCallsTo, type RouteHandler } from '@/test/http';

import { demandsApi, listedOrder, makeOrder, page } from '../testData';

const user = userEvent.setup();

const TAKEN = makeOrder({
  id: 32,
  role: 'provider',
  status: 'accepted',
  device: { id: 5, device_id: '7K3M-Q9TZ-ABCD', name: 'Studio box' },
  app: { installed_app_id: 40, app_id: 3, name: 'Jupyter', icon: '', display_type: 'ai_compute' },
});

function openOrders(path: string, table: Record<string, RouteHandler> = {}) {
  return renderPage(path, {
    api: demandsApi({
      'GET orders': (_init, url) =>
        ok(page([url.searchParams.get('role') === 'provider' ? TAKEN : listedOrder()])),
      'GET orders/31': () => ok(makeOrder()),
      'GET orders/32': () => ok(TAKEN),
      'GET rentals': () => ok(page([])),
      ...table,
    }),
  });
}

const findButton = (name: string) => screen.findByRole('button', { name });

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

describe('/my-orders: orders', () => {
  it('lists the orders I placed: state, demand, provider, price', async () => {
    const { calls } = openOrders('/my-orders?role=placed');
    expect(await screen.findByText('Jupyter with a GPU')).toBeInTheDocument();
    expect(screen.getByText('Waiting for an answer')).toBeInTheDocument();
    expect(screen.getByText('Alice')).toBeInTheDocument();
    expect(screen.getByText('5.00 coins / hour')).toBeInTheDocument();
    expect(queryOf(rmpCallsTo(calls, 'GET orders')[0])).toMatchObject({ role: 'demander' });
  });

  it('switches to the orders I took, with the demander', async () => {
    const { calls } = openOrders('/my-orders');
    await user.click(await screen.findByText('Orders I took'));
    expect(await screen.findByText('Dave')).toBeInTheDocument();
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(queryOf(rmpCallsTo(calls, 'GET orders').at(-1))).toMatchObject({ role: 'provider' });
  });

  it('says when there are none, and when none are in the state', async () => {
    const { calls } = openOrders('/my-orders?role=placed&status=finished', {
      'GET orders': () => ok(page([])),
    });
    expect(await screen.findByText('No orders in this state')).toBeInTheDocument();
    expect(queryOf(rmpCallsTo(calls, 'GET orders')[0])).toMatchObject({ status: 'finished' });
  });

  it('shows a failure with "Try again"', async () => {
    let answer = () => fail(500, 'server_error', 'Boom.');
    openOrders('/my-orders?role=placed', { 'GET orders': () => answer() });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    answer = () => ok(page([listedOrder()]));
    await user.click(retry);
    expect(await screen.findByText('Jupyter with a GPU')).toBeInTheDocument();
  });

  it('opens ?order= with its timeline: each move, its reason and time', async () => {
    const finished = makeOrder({
      status: 'finished',
      reason: 'renter_ended',
      reason_text: 'Ended by the renter',
      rental_id: 7,
      timeline: [
        ...makeOrder().timeline,
        {
          old_status: 'pending',
          new_status: 'accepted',
          reason: '',
          reason_text: '',
          created_at: '2026-11-24T10:06:00Z',
        },
        {
          old_status: 'accepted',
          new_status: 'confirmed',
          reason: '',
          reason_text: '',
          created_at: '2026-11-24T10:07:00Z',
        },
        {
          old_status: 'confirmed',
          new_status: 'finished',
          reason: 'renter_ended',
          reason_text: 'Ended by the renter',
          created_at: '2026-11-24T10:37:00Z',
        },
      ],
    });
    openOrders('/my-orders?order=31', { 'GET orders/31': () => ok(finished) });
    const panel = await screen.findByTestId('order-panel');
    expect(await within(panel).findByText('Confirmed → Finished')).toBeInTheDocument();
    expect(within(panel).getByText('Waiting for an answer → Accepted')).toBeInTheDocument();
    expect(within(panel).getByTestId('order-move-3')).toHaveTextContent('Ended by the renter');
    expect(within(panel).getByRole('link', { name: 'Open its rental' })).toHaveAttribute(
      'href',
      '/my-orders?id=7',
    );
    expect(within(panel).queryByRole('button', { name: 'Accept: Alice' })).toBeNull();
  });

  it('offers "Dispute a charge" only while the server says the rental may be disputed', async () => {
    for (const can_dispute of [false, true]) {
      const finished = makeOrder({ status: 'finished', rental_id: 7, can_dispute });
      const { unmount } = openOrders('/my-orders?order=31', {
        'GET orders/31': () => ok(finished),
      });
      const panel = await screen.findByTestId('order-panel');
      await within(panel).findByRole('link', { name: 'Open its rental' });
      expect(
        within(panel).queryByRole('button', { name: 'Dispute a charge' }) !== null,
        `can_dispute ${can_dispute}`,
      ).toBe(can_dispute);
      unmount();
    }
  });

  it('the demander accepts a pending offer after a confirmation', async () => {
    let current: OrderDetail = makeOrder();
    const { calls } = openOrders('/my-orders?order=31', {
      'GET orders/31': () => ok(current),
      'POST orders/31/accept': () => {
        current = makeOrder({ status: 'accepted' });
        return ok(current);
      },
    });
    await user.click(await findButton('Accept: Alice'));
    const dialog = await findDialog("Accept Alice's offer?");
    expect(dialog).toHaveTextContent('At 5.00 coins an hour, one billing period is held');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    const panel = screen.getByTestId('order-panel');
    expect(await within(panel).findAllByText('Accepted')).toHaveLength(2);
    const accepted = rmpCallsTo(calls, 'POST orders/31/accept');
    expect(accepted.map((call) => bodyOf(call))).toEqual([{ price_per_hour: '5.00' }]);
    expect(within(panel).queryByRole('button', { name: 'Accept: Alice' })).toBeNull();
  });

  it('asks for the password again when the hold is a large spend, and shows the refusal if not given', async () => {
    const refusal = "Please confirm it's you: enter your password again.";
    const { calls } = openOrders('/my-orders?order=31', {
      'POST orders/31/accept': () => fail(403, 'reauth_required', refusal, { method: 'password' }),
    });
    await user.click(await findButton('Accept: Alice'));
    await user.click(
      within(await findDialog("Accept Alice's offer?")).getByRole('button', { name: 'Accept' }),
    );
    const reauth = await findDialog("Confirm it's you");
    await user.click(within(reauth).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(rmpCallsTo(calls, 'POST orders/31/accept')).toHaveLength(1);
  });

  it('the demander declines a pending offer after a confirmation', async () => {
    let current: OrderDetail = makeOrder();
    const { calls } = openOrders('/my-orders?order=31', {
      'GET orders/31': () => ok(current),
      'POST orders/31/decline': () => {
        current = makeOrder({ status: 'failed', reason: 'declined', reason_text: 'Declined' });
        return ok(current);
      },
    });
    await user.click(await findButton('Decline: Alice'));
    await user.click(
      within(await findDialog("Decline Alice's offer?")).getByRole('button', { name: 'Decline' }),
    );
    expect(await screen.findByText('Declined')).toBeInTheDocument();
    expect(rmpCallsTo(calls, 'POST orders/31/decline')).toHaveLength(1);
  });

  it('the provider withdraws an accepted offer after a confirmation; a refusal is shown', async () => {
    let answer = () => fail(409, 'order_not_cancellable', 'The rental has started.');
    const { calls } = openOrders('/my-orders?role=taken&order=32', {
      'POST orders/32/cancel': () => answer(),
    });
    const panel = await screen.findByTestId('order-panel');
    expect(await within(panel).findByText('Studio box')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Withdraw my offer' }));
    const dialog = await findDialog('Withdraw this offer?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(rmpCallsTo(calls, 'POST orders/32/cancel')).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Withdraw my offer' }));
    const again = await findDialog('Withdraw this offer?');
    await user.click(within(again).getByRole('button', { name: 'Withdraw my offer' }));
    expect(await within(panel).findByText('The rental has started.')).toBeInTheDocument();
    expect(rmpCallsTo(calls, 'POST orders/32/cancel')).toHaveLength(1);
    answer = () => ok(TAKEN);
  });

  it('reads the list and the open order again on the orders topic', async () => {
    let current: OrderDetail = makeOrder();
    const { queryClient } = openOrders('/my-orders?role=placed&order=31', {
      'GET orders': () => ok(page([listedOrder({ status: current.status })])),
      'GET orders/31': () => ok(current),
    });
    const panel = await screen.findByTestId('order-panel');
    expect(await within(panel).findAllByText('Waiting for an answer')).not.toHaveLength(0);
    current = makeOrder({ status: 'confirmed', rental_id: 7 });
    await act(() => invalidateTopics(queryClient, ['orders']));
    expect(await within(panel).findByRole('link', { name: 'Open its rental' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Confirmed')).toHaveLength(3));
  });
});
