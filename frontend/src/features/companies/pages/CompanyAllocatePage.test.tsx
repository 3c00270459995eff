import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { makeInstalledApp } from '@/features/installs/pages/testData';
import { makeDevice } from '@/features/devices/pages/testData';
import { setLocale } from '@/i18n/locale';
import { findDialog, renderPage } from '@/test/page';
import { bodyOf, callsTo, ok, type RouteHandler } from '@/test/http';
import { setupUser } from '@/test/user';

import {
  CAROL,
  OWNER,
  companyApi,
  makeAllocation,
  makeMember,
  ownerSession,
  page,
} from './ownerTestData';

const user = setupUser();

const DAN = makeMember({ id: 32, name: 'Dan Member', user_id: 4 });
const BOX = makeDevice({ id: 5, name: 'Studio box' });
const SD = makeInstalledApp();

function open(
  table: Record<string, RouteHandler> = {},
  devices: Record<string, RouteHandler> = {},
  path = '/company/allocate',
) {
  return renderPage(path, {
    api: companyApi(
      {
        'GET sme/members': () => ok(page([OWNER, CAROL, DAN])),
        'GET sme/resources': (_init, url) =>
          ok(page(url.searchParams.get('member_id') === '3' ? [makeAllocation()] : [])),
        ...table,
      },
      { 'GET devices': () => ok(page([BOX])), 'GET apps': () => ok(page([SD])), ...devices },
    ),
  });
}

beforeEach(() => {
  setLocale('en');
  sessionStore.set(ownerSession());
});

describe('/company/allocate', () => {
  it("shows the first member's allocations and the company's devices and apps to allocate", async () => {
    const { calls } = open();
    const row = await screen.findByTestId('allocation-app-12');
    expect(within(row).getByText('Stable Diffusion')).toBeInTheDocument();
    expect(within(row).getByText('Studio box')).toBeInTheDocument();
    expect(screen.getByText('Allocated to Carol Member')).toBeInTheDocument();
    const query = new URL(callsTo(calls, 'GET sme/resources')[0]!.url, 'http://x').searchParams;
    expect(query.get('member_id')).toBe('3');
    // Already allocated: no button; the device can be.
    expect(
      within(await screen.findByTestId('company-app-12')).getByText('Allocated'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('company-device-5')).getByRole('button', {
        name: 'Allocate Studio box',
      }),
    ).toBeInTheDocument();
  });

  it('allocates a device to the picked member', async () => {
    const { calls } = open({
      'POST sme/resources/assign': () =>
        ok(makeAllocation({ id: 71, member_id: 4, resource_type: 'device', resource_id: 5 })),
    });
    await screen.findByTestId('allocation-app-12');
    await user.click(screen.getByLabelText('Member'));
    await user.click(await screen.findByTitle('Dan Member'));
    expect(await screen.findByText('Nothing is allocated to Dan Member yet.')).toBeInTheDocument();
    await user.click(
      within(screen.getByTestId('company-device-5')).getByRole('button', {
        name: 'Allocate Studio box',
      }),
    );
    await waitFor(() => expect(callsTo(calls, 'POST sme/resources/assign')).toHaveLength(1));
    expect(bodyOf(callsTo(calls, 'POST sme/resources/assign')[0])).toEqual({
      member_id: 4,
      resource_type: 'device',
      resource_id: 5,
    });
    expect(await screen.findByText('Studio box was allocated to Dan Member')).toBeInTheDocument();
  });

  it('keeps the picked member in the URL and for the next visit', async () => {
    const first = open();
    await screen.findByTestId('allocation-app-12');
    await user.click(screen.getByLabelText('Member'));
    await user.click(await screen.findByTitle('Dan Member'));
    expect(await screen.findByText('Nothing is allocated to Dan Member yet.')).toBeInTheDocument();
    expect(first.router.state.location.search).toBe('?member=4');
    first.unmount();

    // A reload: the page opens on Dan again.
    const again = open();
    expect(await screen.findByText('Nothing is allocated to Dan Member yet.')).toBeInTheDocument();
    expect(again.router.state.location.search).toBe('?member=4');
    again.unmount();

    // Someone who is no longer a member gives way to the first one.
    open({}, {}, '/company/allocate?member=99');
    expect(await screen.findByText('Allocated to Carol Member')).toBeInTheDocument();
  });

  it('takes an allocation back after a confirmation', async () => {
    const { calls } = open({ 'POST sme/resources/unassign': () => ok(null) });
    const row = await screen.findByTestId('allocation-app-12');
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = await findDialog('Take Stable Diffusion back from Carol Member?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(callsTo(calls, 'POST sme/resources/unassign')).toHaveLength(1));
    expect(bodyOf(callsTo(calls, 'POST sme/resources/unassign')[0])).toEqual({
      member_id: 3,
      resource_type: 'app',
      resource_id: 12,
    });
  });

  it('asks to invite someone when the company has no members', async () => {
    const { router } = open({ 'GET sme/members': () => ok(page([OWNER])) });
    expect(
      await screen.findByText('The company has no members yet. Invite someone first.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite a member' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company'));
  });

  it('asks to bind a device when the company has none', async () => {
    const { router } = open(
      {},
      { 'GET devices': () => ok(page([])), 'GET apps': () => ok(page([])) },
    );
    expect(
      await screen.findByText('The company has no devices yet. Bind one in the company identity.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText("No apps are installed on the company's devices yet."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bind a device' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/devices/link'));
  });
});
