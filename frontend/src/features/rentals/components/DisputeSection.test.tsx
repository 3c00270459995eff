/** A rental's dispute on `/my-orders?id=`: opening one, the thread, the provider's answer, withdrawing. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { findDialog, renderPage } from '@/test/page';
import { bodyOf, fail, makeSession, ok, rmpCallsTo, type RouteHandler } from '@/test/http';

import { AI_ACCESS, makeDispute, makeRental, page, rentalsApi } from '../testData';

const user = userEvent.setup();

function openRental(table: Record<string, RouteHandler>, path = '/my-orders?id=7') {
  return renderPage(path, {
    api: rentalsApi({
      'GET rentals': () => ok(page([makeRental()])),
      'GET rentals/7/access': () => ok(AI_ACCESS),
      ...table,
    }),
  });
}

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

describe('a rental’s dispute', () => {
  it('the renter opens one with a reason and an account of what happened', async () => {
    let disputed = false;
    const { calls } = openRental({
      'GET rentals/7': () =>
        ok(disputed ? makeRental({ dispute: makeDispute(), can_dispute: false }) : makeRental()),
      'POST rentals/7/disputes': () => {
        disputed = true;
        return ok(makeDispute());
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Dispute a charge' }));
    const dialog = await findDialog('Dispute this rental');
    await user.click(within(dialog).getByRole('button', { name: 'Open the dispute' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();
    await user.click(within(dialog).getByText('The app did not work'));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'What happened' }),
      'It never answered.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Open the dispute' }));
    await waitFor(() => expect(rmpCallsTo(calls, 'POST rentals/7/disputes')).toHaveLength(1));
    expect(bodyOf(rmpCallsTo(calls, 'POST rentals/7/disputes')[0])).toEqual({
      reason: 'not_working',
      text: 'It never answered.',
    });
    const thread = await screen.findByTestId('dispute-thread');
    expect(within(thread).getByText('It never answered.')).toBeInTheDocument();
    expect(within(thread).getByText(/Waiting for the provider’s answer/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dispute a charge' })).not.toBeInTheDocument();
  });

  it('shows a refusal in the dialog', async () => {
    openRental({
      'GET rentals/7': () => ok(makeRental()),
      'POST rentals/7/disputes': () =>
        fail(409, 'dispute_window_closed', 'This rental ended too long ago to dispute it.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Dispute a charge' }));
    const dialog = await findDialog('Dispute this rental');
    await user.click(within(dialog).getByText('Something else'));
    await user.type(within(dialog).getByRole('textbox', { name: 'What happened' }), 'Slow.');
    await user.click(within(dialog).getByRole('button', { name: 'Open the dispute' }));
    expect(
      await within(dialog).findByText('This rental ended too long ago to dispute it.'),
    ).toBeVisible();
  });

  it('the provider answers; the renter reads the answer and support’s resolution', async () => {
    const asProvider = makeDispute({ role: 'provider', can_answer: true, can_withdraw: false });
    const { calls } = openRental(
      {
        'GET rentals/7': () =>
          ok(
            makeRental({
              role: 'provider',
              income: '0.54',
              dispute: asProvider,
              can_dispute: false,
            }),
          ),
        'POST disputes/5/answer': () =>
          ok({ ...asProvider, status: 'answered', answer: 'It ran.' }),
      },
      '/my-orders?role=provider&id=7',
    );
    const thread = await screen.findByTestId('dispute-thread');
    const send = within(thread).getByRole('button', { name: 'Send the answer' });
    expect(send).toBeDisabled();
    await user.type(within(thread).getByRole('textbox', { name: 'Your answer' }), 'It ran.');
    await user.click(send);
    await waitFor(() => expect(rmpCallsTo(calls, 'POST disputes/5/answer')).toHaveLength(1));
    expect(bodyOf(rmpCallsTo(calls, 'POST disputes/5/answer')[0])).toEqual({ text: 'It ran.' });
  });

  it('a resolved dispute shows the refund; an open one can be withdrawn after a confirmation', async () => {
    const resolved = makeDispute({
      status: 'resolved',
      answer: 'It ran.',
      answered_at: '2026-11-24T13:00:00Z',
      refund: '0.30',
      resolution: 'Half the time it was down.',
      resolved_at: '2026-11-24T14:00:00Z',
      can_withdraw: false,
    });
    const view = openRental({
      'GET rentals/7': () => ok(makeRental({ dispute: resolved, can_dispute: false })),
    });
    const thread = await screen.findByTestId('dispute-thread');
    expect(within(thread).getByText('It ran.')).toBeInTheDocument();
    expect(
      within(thread).getByText(/Half the time it was down\. 0\.30 coins refunded to the renter\./),
    ).toBeInTheDocument();
    view.unmount();

    const { calls } = openRental({
      'GET rentals/7': () => ok(makeRental({ dispute: makeDispute(), can_dispute: false })),
      'POST disputes/5/withdraw': () =>
        ok(makeDispute({ status: 'withdrawn', can_withdraw: false })),
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw the dispute' }));
    const confirm = await findDialog('Withdraw this dispute?');
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw the dispute' }));
    await waitFor(() => expect(rmpCallsTo(calls, 'POST disputes/5/withdraw')).toHaveLength(1));
  });
});
