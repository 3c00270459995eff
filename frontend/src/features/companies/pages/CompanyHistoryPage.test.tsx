import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderPage } from '@/test/page';
import { callsTo, ok } from '@/test/http';
import { setupUser } from '@/test/user';

import { companyApi, makeRecord, ownerSession, page } from './ownerTestData';

const user = setupUser();

const queryOf = (call: { url: string } | undefined) =>
  Object.fromEntries(new URL(call!.url, 'http://app.invalid').searchParams);

const RECORDS = [
  makeRecord(),
  makeRecord({
    id: 51,
    kind: 'allocation',
    actor: { id: 2, name: 'Bob Owner', avatar_url: null },
    resource_type: 'app',
    resource_id: '12',
    read_at: '2026-03-04T10:00:00Z',
  }),
  makeRecord({ id: 52, kind: 'removal', actor: null, read_at: '2026-03-04T10:00:00Z' }),
];

beforeEach(() => {
  setLocale('en');
  sessionStore.set(ownerSession());
});

describe('/company/history', () => {
  it('lists each record with its kind, member, who made it, what and whether it is new', async () => {
    const { calls } = renderPage('/company/history', {
      api: companyApi({ 'GET sme/member/records': () => ok(page(RECORDS, 23)) }),
    });
    const join = await screen.findByTestId('record-50');
    expect(within(join).getByText('Joined')).toBeInTheDocument();
    expect(within(join).getByText('New')).toBeInTheDocument();
    const allocation = screen.getByTestId('record-51');
    for (const text of ['Allocated', 'Carol Member', 'Bob Owner', 'App #12']) {
      expect(within(allocation).getByText(text)).toBeInTheDocument();
    }
    expect(within(allocation).queryByText('New')).toBeNull();
    const removal = screen.getByTestId('record-52');
    expect(within(removal).getByText('Removed')).toBeInTheDocument();
    expect(within(removal).getByText('System')).toBeInTheDocument();
    expect(screen.getByText('23 records')).toBeInTheDocument();
    expect(queryOf(callsTo(calls, 'GET sme/member/records')[0])).toEqual({
      offset: '0',
      limit: '10',
    });
  });

  it('shows only unread records when asked and marks all read', async () => {
    const { calls } = renderPage('/company/history', {
      api: companyApi({
        'GET sme/member/records': (_init, url) =>
          ok(page(url.searchParams.get('unread') ? [] : RECORDS)),
        'POST sme/member/records/read': () => ok({ read: 1 }),
      }),
    });
    await screen.findByTestId('record-50');
    await user.click(screen.getByLabelText('Unread only'));
    expect(await screen.findByText('No unread records')).toBeInTheDocument();
    expect(queryOf(callsTo(calls, 'GET sme/member/records').at(-1)).unread).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('1 record marked read')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, 'POST sme/member/records/read')).toHaveLength(1));
  });
});
