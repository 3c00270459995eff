import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { findDialog, renderPage } from '@/test/page';
import { bodyOf, callsTo, fail, makeSession, ok, type RouteHandler } from '@/test/http';
import { setupUser } from '@/test/user';

import { makeTransaction } from '@/features/wallet/pages/testData';

import { PERSON_MENU } from './personTestData';
import {
  CAROL,
  COMPANY_ID,
  COMPANY_MENU,
  companyApi,
  makeApplication,
  makeCompany,
  ownerSession,
  page,
} from './ownerTestData';

// jsdom decodes no images and has no canvas: the crop itself is covered by avatarCrop.test.ts.
vi.mock('@/features/account/avatarCrop', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/account/avatarCrop')>()),
  loadImage: vi.fn(() => Promise.resolve({ width: 400, height: 300 })),
  drawCrop: vi.fn(),
  cropToFile: vi.fn(() => Promise.resolve(new File(['square'], 'me.png', { type: 'image/png' }))),
}));

const user = setupUser();

function open(table: Record<string, RouteHandler> = {}) {
  return renderPage('/company', { api: companyApi(table) });
}

beforeEach(() => {
  setLocale('en');
  sessionStore.set(ownerSession());
});

describe('/company', () => {
  it("shows the owner's company with links to allocation and history, and its members", async () => {
    open();
    expect(await screen.findByText('net-7f3a')).toBeInTheDocument();
    expect(screen.getByText(COMPANY_ID)).toBeInTheDocument();
    expect(screen.getByText('fd7f:3a00:1:2::/64')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Allocate to members' })).toHaveAttribute(
      'href',
      '/company/allocate',
    );
    expect(screen.getByRole('link', { name: 'Member history' })).toHaveAttribute(
      'href',
      '/company/history',
    );
    const carol = await screen.findByTestId('member-3');
    expect(within(carol).getByText('Member')).toBeInTheDocument();
    // The owner cannot be removed.
    const owner = screen.getByTestId('member-2');
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(owner).queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('shows what the company cost its owner’s wallet over 30 days, with those movements', async () => {
    const purpose = { kind: 'rental' as const, id: 4, title: 'Jupyter Lab', party: 'dave' };
    const { calls } = open({
      'GET sme/costs': () =>
        ok({
          spending: '28.00',
          income: '1.50',
          items: [
            makeTransaction({
              id: 9,
              type: 'charge',
              amount: '-2.80',
              description: 'Cloud machine hour',
              company: COMPANY_ID,
            }),
            makeTransaction({
              id: 8,
              type: 'income',
              amount: '1.50',
              purpose,
              company: COMPANY_ID,
            }),
          ],
        }),
    });
    expect(await screen.findByTestId('company-spending')).toHaveTextContent('28.00');
    expect(screen.getByTestId('company-income')).toHaveTextContent('1.50');
    expect(screen.getByText('Cloud machine hour')).toBeInTheDocument();
    expect(screen.getByText(/Jupyter Lab, with dave/)).toBeInTheDocument();
    const asked = new URL(callsTo(calls, 'GET sme/costs')[0]!.url, 'http://x');
    expect(asked.searchParams.get('days')).toBe('30');
    expect(asked.searchParams.get('tz')).toBeTruthy();
  });

  it('removes a member after a confirmation', async () => {
    const { calls } = open({ 'POST sme/remove-member': () => ok(null) });
    const carol = await screen.findByTestId('member-3');
    await user.click(within(carol).getByRole('button', { name: 'Remove' }));
    const dialog = await findDialog('Remove Carol Member from the company?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(callsTo(calls, 'POST sme/remove-member')).toHaveLength(1));
    expect(bodyOf(callsTo(calls, 'POST sme/remove-member')[0])).toEqual({
      user_id: CAROL.user_id,
    });
    // The list is read again.
    await waitFor(() => expect(callsTo(calls, 'GET sme/members').length).toBeGreaterThan(1));
  });

  it('invites by e-mail and says only that an invitation went out if the address can receive it', async () => {
    const { calls } = open({ 'POST sme/invite': () => ok(null) });
    const field = await screen.findByLabelText('E-mail address or phone number');
    await user.type(field, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('Enter an e-mail address or a phone number'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'POST sme/invite')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, ' dan@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText(
        'If dan@example.com can receive it, an invitation was sent. It stays open for 7 days.',
      ),
    ).toBeInTheDocument();
    expect(bodyOf(callsTo(calls, 'POST sme/invite')[0])).toEqual({ account: 'dan@example.com' });
  });

  it('lists waiting applications and accepts one', async () => {
    const { calls } = open({
      'GET sme/applications': () => ok(page([makeApplication()])),
      'POST sme/applications/7/decide': () =>
        ok(makeApplication({ status: 'accepted', decided_at: '2026-03-04T10:00:00Z' })),
    });
    const row = await screen.findByTestId('application-7');
    expect(within(row).getByText('Dave Applicant')).toBeInTheDocument();
    // The owner's tag is the person's (StatusTag): the same label and colour for a status.
    expect(within(row).getByText('Waiting for a decision')).toHaveAttribute(
      'data-status',
      'applied',
    );
    const query = new URL(callsTo(calls, 'GET sme/applications')[0]!.url, 'http://x').searchParams;
    expect(query.get('status')).toBe('applied');
    await user.click(within(row).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(bodyOf(callsTo(calls, 'POST sme/applications/7/decide')[0])).toEqual({
        accept: true,
      }),
    );
    expect(await screen.findByText('Dave Applicant joined the company')).toBeInTheDocument();
  });

  it('renames the company within the name rule', async () => {
    const { calls } = open({
      'POST sme/update': () => ok(makeCompany({ name: 'Acme Research' })),
    });
    const field = await screen.findByLabelText('Rename');
    await user.clear(field);
    await user.type(field, 'Ac');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The company name must be 3-50 characters')).toBeInTheDocument();
    await user.type(field, 'me Research');
    const companyReads = callsTo(calls, 'GET sme').length;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf(callsTo(calls, 'POST sme/update')[0])).toEqual({ name: 'Acme Research' }),
    );
    // The company (shared with the identity switcher) is read again.
    await waitFor(() => expect(callsTo(calls, 'GET sme').length).toBeGreaterThan(companyReads));
  });

  it('crops a new icon like an avatar, then sends the square', async () => {
    const { calls } = open({ 'POST sme/update': () => ok(makeCompany()) });
    await screen.findByRole('button', { name: 'Change icon' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['logo'], 'logo.jpg', { type: 'image/jpeg' }));
    const dialog = await findDialog('Crop the icon');
    const save = within(dialog).getByRole('button', { name: 'Save avatar' });
    await waitFor(() => expect(save).toBeEnabled()); // the picture is decoded
    await user.click(save);
    await waitFor(() => expect(callsTo(calls, 'POST sme/update')).toHaveLength(1));
    const sent = (callsTo(calls, 'POST sme/update')[0]!.init.body as FormData).get('icon') as File;
    expect([sent.name, sent.type]).toEqual(['me.png', 'image/png']);
    expect(await screen.findByText('The icon was changed')).toBeInTheDocument();
  });

  it('deletes only after the name is typed; lists what blocks it with links to the devices', async () => {
    const { calls } = open({
      'DELETE sme': () =>
        fail(409, 'company_not_empty', 'Unbind the devices first.', {
          blockers: [
            { type: 'device', id: 5, name: 'Studio box' },
            { type: 'ai_resource', id: 9, name: 'GPU hold' },
          ],
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete the company' }));
    const dialog = await findDialog('Delete Acme Labs?');
    const confirm = within(dialog).getByRole('button', { name: 'Delete for good' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type Acme Labs to confirm'), 'Acme Lab');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type Acme Labs to confirm'), 's');
    await user.click(confirm);

    const blockers = await screen.findByTestId('company-blockers');
    expect(within(blockers).getByRole('link', { name: 'Studio box' })).toHaveAttribute(
      'href',
      '/devices/details?id=5',
    );
    expect(within(blockers).getByText('GPU hold')).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE sme')).toHaveLength(1);
    expect(sessionStore.get()?.smeId).toBe(COMPANY_ID);
  });

  it('once deleted, continues in the personal session on the companies page', async () => {
    const personal = makeSession({ token: 'personal-1', smeId: 'user', userType: 'user' });
    const { router } = open({
      'DELETE sme': () => ok(personal),
      // The new session reads its own menu: the individual's.
      'GET menu': () => ok(sessionStore.get()?.userType === 'user' ? PERSON_MENU : COMPANY_MENU),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete the company' }));
    const dialog = await findDialog('Delete Acme Labs?');
    await user.type(within(dialog).getByLabelText('Type Acme Labs to confirm'), 'Acme Labs');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
    expect(sessionStore.get()).toEqual(personal);
  });

  it('says when the identity names no company of the person', async () => {
    sessionStore.set(makeSession({ smeId: 'GONE0-00000', userType: 'admin' }));
    open();
    expect(await screen.findByText('This company is no longer available')).toBeInTheDocument();
  });
});
