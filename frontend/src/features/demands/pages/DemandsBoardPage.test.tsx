import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import type { DemandDetail } from '@/api/types';
import { makeInstalledApp } from '@/features/installs/pages/testData';
import { makeDevice } from '@/features/devices/pages/testData';
import { queryOf } from '@/features/market/pages/testData';
import { setLocale } from '@/i18n/locale';
import { invalidateTopics } from '@/api/topics';
import { findDialog, renderPage } from '@/test/page';
import { bodyOf, fail, makeSession, ok, rmpCallsTo, type RouteHandler } from '@/test/http';

import { demandsApi, listedOrder, makeDemand, makeOrder, page } from '../testData';

const user = userEvent.setup();

const MINE = makeDemand({
  id: 22,
  name: 'Fine-tune a 7B model',
  mine: true,
  owner_name: 'Me',
  offers: [listedOrder()],
});

function openBoard(path = '/demands-and-offers', table: Record<string, RouteHandler> = {}) {
  return renderPage(path, {
    api: demandsApi(
      {
        'GET demands': () => ok(page([makeDemand(), MINE])),
        'GET demands/21': () => ok(makeDemand()),
        'GET demands/22': () => ok(MINE),
        ...table,
      },
      {
        'GET devices': () => ok(page([makeDevice({ id: 5, name: 'Studio box' })])),
        'GET apps': () => ok(page([makeInstalledApp({ id: 12 })])),
      },
    ),
  });
}

/** A button of the open demand, once the lazy page and the demand are read. */
const findPanelButton = (name: string) => screen.findByRole('button', { name });

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

describe('/demands-and-offers', () => {
  it('lists open demands with what they need, the price and who asks', async () => {
    const { calls } = openBoard();
    expect(
      await screen.findByRole('heading', { name: 'Demands and offers', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Jupyter with a GPU')).toBeInTheDocument();
    expect(screen.getAllByText('1 GPU with 16.00 GB')).toHaveLength(2);
    expect(screen.getAllByText('5.00 coins / hour')).toHaveLength(2);
    expect(screen.getByText('Dave')).toBeInTheDocument();
    expect(queryOf(rmpCallsTo(calls, 'GET demands')[0])).toEqual({ offset: '0', limit: '10' });
  });

  it('filters by GPU model, price, mine and distance from a point', async () => {
    const { calls } = openBoard(
      '/demands-and-offers?gpu=4090&max_price=6&mine=true&near=116.4,39.9&max_km=50',
      { 'GET demands': () => ok(page([{ ...MINE, distance_km: 3 }])) },
    );
    expect(await screen.findByText('3 km')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(queryOf(rmpCallsTo(calls, 'GET demands')[0])).toMatchObject({
      gpu: '4090',
      max_price: '6',
      mine: 'true',
      near: '116.4,39.9',
      max_km: '50',
    });
    await user.click(screen.getByRole('checkbox', { name: 'Mine only' }));
    await waitFor(() =>
      expect(queryOf(rmpCallsTo(calls, 'GET demands').at(-1))).not.toHaveProperty('mine'),
    );
    await user.click(screen.getByRole('button', { name: 'Forget the point' }));
    await waitFor(() =>
      expect(queryOf(rmpCallsTo(calls, 'GET demands').at(-1))).toEqual({
        gpu: '4090',
        max_price: '6',
        offset: '0',
        limit: '10',
      }),
    );
  });

  it('says when there are none', async () => {
    openBoard('/demands-and-offers', { 'GET demands': () => ok(page([])) });
    expect(await screen.findByText('No open demands yet')).toBeInTheDocument();
  });

  it('says when none match the filters', async () => {
    openBoard('/demands-and-offers?gpu=H100', { 'GET demands': () => ok(page([])) });
    expect(await screen.findByText('No demand matches these filters')).toBeInTheDocument();
  });

  it('shows a failure with "Try again"', async () => {
    let answer = () => fail(500, 'server_error', 'Boom.');
    openBoard('/demands-and-offers', { 'GET demands': () => answer() });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    answer = () => ok(page([makeDemand()]));
    await user.click(retry);
    expect(await screen.findByText('Jupyter with a GPU')).toBeInTheDocument();
  });

  it('opens ?id=: requirements and the matching listings, linking to the market', async () => {
    openBoard('/demands-and-offers?id=21');
    const panel = await screen.findByTestId('demand-panel');
    expect(await within(panel).findByText('Within 50 km of Beijing')).toBeInTheDocument();
    expect(within(panel).getByText('RTX 4090 or better')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'vLLM on a 4090' })).toHaveAttribute(
      'href',
      '/market/details?id=11',
    );
    expect(within(panel).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it("take it: the server's refusal with the list of what is not satisfied", async () => {
    let answer = () =>
      fail(
        409,
        'order_requirements_unsatisfied',
        'Order requirements not satisfied, cannot take order.',
        {
          unsatisfied: [
            {
              requirement: 'gpu',
              required: 1,
              offered: 0,
              message: 'GPUs: needs 1 with 16 GB, has none',
            },
            {
              requirement: 'distance',
              required: 50,
              offered: 900,
              message: 'Distance: within 50 km, is 900 km',
            },
          ],
        },
      );
    const { calls } = openBoard('/demands-and-offers?id=21', {
      'POST demands/21/offers': () => answer(),
    });
    await user.click(await findPanelButton('Take it'));
    const dialog = await findDialog('Take "Jupyter with a GPU"');
    await user.click(within(dialog).getByRole('combobox', { name: 'Device' }));
    await user.click(await screen.findByText('Studio box (Online)'));
    await user.click(within(dialog).getByRole('button', { name: 'Offer' }));
    expect(
      await within(dialog).findByText('Order requirements not satisfied, cannot take order.'),
    ).toBeInTheDocument();
    const list = within(dialog).getByTestId('offer-unsatisfied');
    expect(within(list).getByText('GPUs: needs 1 with 16 GB, has none')).toBeInTheDocument();
    expect(within(list).getByText('Distance: within 50 km, is 900 km')).toBeInTheDocument();
    expect(bodyOf(rmpCallsTo(calls, 'POST demands/21/offers')[0])).toEqual({ device_id: 5 });

    answer = () => fail(409, 'device_offline', 'Cannot launch when offline or on network error.');
    await user.click(within(dialog).getByRole('radio', { name: 'One of my installed apps' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Installed app' }));
    await user.click(await screen.findByText('Stable Diffusion · Studio box'));
    await user.click(within(dialog).getByRole('button', { name: 'Offer' }));
    expect(
      await within(dialog).findByText('Cannot launch when offline or on network error.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByTestId('offer-unsatisfied')).not.toBeInTheDocument();
    expect(bodyOf(rmpCallsTo(calls, 'POST demands/21/offers')[1])).toEqual({
      installed_app_id: 12,
    });
  });

  it('the owner accepts an offer after a confirmation; short of coins, the way to deposit', async () => {
    let answer = () =>
      fail(409, 'rental_insufficient_funds', 'Your available balance does not cover it.', {
        required: '5.00',
      });
    const { calls } = openBoard('/demands-and-offers?id=22', {
      'POST orders/31/accept': () => answer(),
    });
    await user.click(await findPanelButton('Accept: Alice'));
    let dialog = await findDialog("Accept Alice's offer?");
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    const refusal = await screen.findByText('Your available balance does not cover it.');
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Deposit coins' })).toHaveAttribute('href', '/wallet');

    answer = () => ok(makeOrder({ status: 'accepted' }));
    await user.click(screen.getByRole('button', { name: 'Accept: Alice' }));
    dialog = await findDialog("Accept Alice's offer?");
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(rmpCallsTo(calls, 'POST orders/31/accept')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByText('Your available balance does not cover it.')).toBeNull(),
    );
  });

  it('the owner declines an offer and withdraws the demand, each after a confirmation', async () => {
    let current: DemandDetail = MINE;
    const { calls } = openBoard('/demands-and-offers?id=22', {
      'GET demands/22': () => ok(current),
      'POST orders/31/decline': () => {
        current = { ...MINE, offers: [listedOrder({ status: 'failed', reason_text: 'Declined' })] };
        return ok(makeOrder({ status: 'failed' }));
      },
      'POST demands/22/withdraw': () => {
        current = { ...current, status: 'withdrawn' };
        return ok(current);
      },
    });
    await user.click(await findPanelButton('Decline: Alice'));
    const decline = await findDialog("Decline Alice's offer?");
    await user.click(within(decline).getByRole('button', { name: 'Decline' }));
    const panel = screen.getByTestId('demand-panel');
    expect(await within(panel).findByText('Failed')).toBeInTheDocument();
    expect(rmpCallsTo(calls, 'POST orders/31/decline')).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Withdraw' }));
    const withdraw = await findDialog('Withdraw this demand?');
    await user.click(within(withdraw).getByRole('button', { name: 'Keep it' }));
    expect(rmpCallsTo(calls, 'POST demands/22/withdraw')).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Withdraw' }));
    const again = await findDialog('Withdraw this demand?');
    await user.click(within(again).getByRole('button', { name: 'Withdraw' }));
    expect(await within(panel).findByText('Withdrawn')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('reads the board and the open demand again on the orders topic', async () => {
    let current: DemandDetail = MINE;
    const { queryClient } = openBoard('/demands-and-offers?id=22', {
      'GET demands/22': () => ok(current),
    });
    const panel = await screen.findByTestId('demand-panel');
    expect(await within(panel).findByText('Waiting for an answer')).toBeInTheDocument();
    current = { ...MINE, offers: [listedOrder({ status: 'confirmed' })] };
    await act(() => invalidateTopics(queryClient, ['orders']));
    expect(await within(panel).findByText('Confirmed')).toBeInTheDocument();
  });
});
