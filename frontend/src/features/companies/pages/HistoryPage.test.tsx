import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import type { Company, MemberRecord } from '@/api/types';
import { setLocale } from '@/i18n/locale';
import { findDialog, renderPage } from '@/test/page';
import { makeProfile } from '@/test/fixtures';
import { bodyOf, callsTo, fail, iamRoutes, makeSession, ok, type RouteHandler } from '@/test/http';
import { setupUser } from '@/test/user';

import type { Invitation, MyApplication } from '@/api/types';
import {
  PERSON_MENU,
  makeCompany,
  makeMyApplication,
  makeInvitation,
  makeRecord,
  page,
} from './personTestData';

const user = setupUser();

interface World {
  companies?: Company[];
  invitations?: Invitation[];
  applications?: MyApplication[];
  records?: MemberRecord[];
}

function openHistory(world: World = {}, extra: Record<string, RouteHandler> = {}) {
  return renderPage('/history', {
    api: iamRoutes({
      'GET menu': () => ok(PERSON_MENU),
      'GET account/profile': () => ok(makeProfile()),
      'GET sme': () => ok(page(world.companies ?? [])),
      'GET sme/my/invitations': () => ok(page(world.invitations ?? [])),
      'GET sme/my/applications': () => ok(page(world.applications ?? [])),
      'GET sme/member/records': () => ok(page(world.records ?? [])),
      ...extra,
    }),
  });
}

const section = (name: string) => screen.findByRole('region', { name });
const row = (text: string, within_: HTMLElement) =>
  within(within_).getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

describe('/history', () => {
  it('shows the empty states of every list', async () => {
    openHistory();
    expect(await screen.findByRole('heading', { level: 1, name: 'My companies' })).toBeVisible();
    expect(
      await screen.findByText(
        'You do not belong to a company yet. Create one or apply to join one.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('No invitations')).toBeInTheDocument();
    expect(await screen.findByText('No applications')).toBeInTheDocument();
    expect(await screen.findByText('Nothing has happened yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('lists the companies with role, id, network and owner, and switches to one', async () => {
    const company = makeCompany({ role: 'owner', owner: { id: 1, name: 'me', avatar_url: null } });
    const { calls, router } = openHistory(
      { companies: [company] },
      {
        'POST switch': () =>
          ok(makeSession({ token: 'company-token', smeId: company.id, userType: 'admin' })),
      },
    );
    const companies = await section('Companies');
    expect(await within(companies).findByText('Acme')).toBeInTheDocument();
    const acme = row('Acme', companies);
    expect(within(acme).getByText('Owner')).toBeInTheDocument();
    expect(within(acme).getByText('ID ACME0-00001')).toBeInTheDocument();
    expect(within(acme).getByText('Network net-acme')).toBeInTheDocument();
    expect(within(acme).getByText('Owner: me')).toBeInTheDocument();
    // The owner cannot leave their own company.
    expect(within(acme).queryByRole('button', { name: 'Leave' })).toBeNull();

    await user.click(within(acme).getByRole('button', { name: 'Switch to' }));
    await waitFor(() => expect(sessionStore.get()?.token).toBe('company-token'));
    expect(bodyOf(callsTo(calls, 'POST switch')[0])).toEqual({ sme_id: 'ACME0-00001' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(sessionStore.get()).toMatchObject({ smeId: 'ACME0-00001', userType: 'admin' });
  });

  it('shows a refused switch and stays', async () => {
    const { router } = openHistory(
      { companies: [makeCompany()] },
      {
        'POST switch': () =>
          fail(403, 'company_not_member', 'You are not a member of this company.'),
      },
    );
    const companies = await section('Companies');
    await within(companies).findByText('Acme');
    await user.click(within(row('Acme', companies)).getByRole('button', { name: 'Switch to' }));
    expect(await screen.findByText('You are not a member of this company.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/history');
    expect(sessionStore.get()?.token).toBe('access-1');
  });

  it('leaves a company after a confirmation', async () => {
    const { calls } = openHistory(
      { companies: [makeCompany()] },
      { 'POST sme/leave': () => ok({ session: null }) },
    );
    const companies = await section('Companies');
    await within(companies).findByText('Acme');
    await user.click(within(row('Acme', companies)).getByRole('button', { name: 'Leave' }));
    const dialog = await findDialog('Leave Acme?');
    expect(callsTo(calls, 'POST sme/leave')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('You left Acme')).toBeInTheDocument();
    expect(bodyOf(callsTo(calls, 'POST sme/leave')[0])).toEqual({ sme_id: 'ACME0-00001' });
    await waitFor(() => expect(callsTo(calls, 'GET sme').length).toBeGreaterThan(1));
  });

  it('creates a company, checking the name first, then offers to switch to it', async () => {
    const created = makeCompany({ id: 'NEWCO-00003', name: 'New Co', role: 'owner' });
    const { calls, router } = openHistory(
      {},
      {
        'POST sme': () => ok(created),
        'POST switch': () => ok(makeSession({ smeId: created.id, userType: 'admin' })),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Create a company' }));
    const dialog = await findDialog('Create a company');
    const name = within(dialog).getByLabelText('Company name');
    await user.type(name, 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('The company name must be 3-50 characters'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'POST sme')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, ' New Co ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const offer = await findDialog('New Co is created. Switch to it now to manage it?');
    const body = callsTo(calls, 'POST sme')[0]?.init.body as FormData;
    expect(body.get('name')).toBe('New Co');
    expect(body.get('icon')).toBeNull();

    await user.click(within(offer).getByRole('button', { name: 'Switch now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(bodyOf(callsTo(calls, 'POST switch')[0])).toEqual({ sme_id: 'NEWCO-00003' });
    expect(sessionStore.get()?.smeId).toBe('NEWCO-00003');
  });

  it('applies by company id: checks its format, sends it in upper case, shows refusals', async () => {
    let refuse = true;
    const { calls } = openHistory(
      {},
      {
        'POST sme/apply': () =>
          refuse
            ? fail(409, 'company_application_pending', 'Your last application is still open.')
            : ok(makeMyApplication()),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Apply to join' }));
    const dialog = await findDialog('Apply to join a company');
    const id = within(dialog).getByLabelText('Company ID');
    await user.type(id, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(
      await within(dialog).findByText('A company ID looks like ABCDE-12345'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'POST sme/apply')).toHaveLength(0);

    await user.clear(id);
    await user.type(id, 'gbxyz-00002');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(
      await within(dialog).findByText('Your last application is still open.'),
    ).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Application sent: the company owner decides'),
    ).toBeInTheDocument();
    expect(bodyOf(callsTo(calls, 'POST sme/apply')[1])).toEqual({ sme_id: 'GBXYZ-00002' });
  });

  it('answers open invitations; a waiting one leads to /company-email', async () => {
    const { calls, router } = openHistory(
      {
        invitations: [
          makeInvitation(),
          makeInvitation({
            id: 22,
            company: { id: 'GLOBX-00002', name: 'Globex', icon: null },
          }),
          makeInvitation({
            id: 23,
            company: { id: 'INITE-00004', name: 'Initech', icon: null },
            status: 'expired',
          }),
        ],
      },
      {
        'POST sme/my/invitations/22/answer': () =>
          ok(makeInvitation({ id: 22, status: 'declined' })),
        'POST sme/my/invitations/21/answer': () => ok(makeInvitation({ status: 'waiting' })),
      },
    );
    const invitations = await section('Invitations');
    expect(await within(invitations).findByText('Initech')).toBeInTheDocument();
    expect(within(row('Initech', invitations)).getByText('Expired')).toBeInTheDocument();
    expect(within(row('Initech', invitations)).queryByRole('button')).toBeNull();
    expect(within(row('Acme', invitations)).getByText('Invited by bob')).toBeInTheDocument();

    await user.click(within(row('Globex', invitations)).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Invitation declined')).toBeInTheDocument();
    expect(bodyOf(callsTo(calls, 'POST sme/my/invitations/22/answer')[0])).toEqual({
      accept: false,
    });

    await user.click(within(row('Acme', invitations)).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company-email'));
    expect(bodyOf(callsTo(calls, 'POST sme/my/invitations/21/answer')[0])).toEqual({
      accept: true,
    });
  });

  it('lists applications with their state', async () => {
    openHistory({
      applications: [
        makeMyApplication(),
        makeMyApplication({
          id: 32,
          company: { id: 'INITE-00004', name: 'Initech', icon: null },
          status: 'declined',
          decided_at: '2026-11-22T10:00:00Z',
        }),
      ],
    });
    const applications = await section('Applications');
    expect(await within(applications).findByText('Globex')).toBeInTheDocument();
    expect(
      within(row('Globex', applications)).getByText('Waiting for a decision'),
    ).toBeInTheDocument();
    expect(within(row('Initech', applications)).getByText('Declined')).toBeInTheDocument();
    expect(within(row('Initech', applications)).getByText(/^Decided/)).toBeInTheDocument();
  });

  it('highlights unread records and marks them all read', async () => {
    let read = false;
    const { calls } = openHistory(
      {},
      {
        'GET sme/member/records': () =>
          ok(
            page([
              makeRecord({ read_at: read ? '2026-11-23T10:00:00Z' : null }),
              makeRecord({
                id: 42,
                kind: 'removal',
                actor: { id: 2, name: 'bob', avatar_url: null },
                read_at: '2026-11-22T10:00:00Z',
              }),
            ]),
          ),
        'POST sme/member/records/read': () => {
          read = true;
          return ok({ read: 1 });
        },
      },
    );
    const records = await section('History');
    expect(await within(records).findByText('Grace Hopper joined Acme')).toBeInTheDocument();
    const joined = row('Grace Hopper joined Acme', records);
    expect(within(joined).getByText('New')).toBeInTheDocument();
    const removed = row('Grace Hopper was removed from Acme', records);
    expect(within(removed).queryByText('New')).toBeNull();
    expect(within(removed).getByText(/by bob/)).toBeInTheDocument();

    await user.click(within(records).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('1 record marked as read')).toBeInTheDocument();
    expect(callsTo(calls, 'POST sme/member/records/read')).toHaveLength(1);
    await waitFor(() => expect(within(records).queryByText('New')).toBeNull());
    expect(within(records).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });
});
