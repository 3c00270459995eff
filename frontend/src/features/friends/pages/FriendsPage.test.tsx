import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import type { Friend, FriendRequestItem } from '@/api/types';
import { setLocale } from '@/i18n/locale';
import { findDialog, renderPage } from '@/test/page';
import { makeProfile } from '@/test/fixtures';
import { bodyOf, callsTo, fail, iamRoutes, makeSession, ok, type RouteHandler } from '@/test/http';
import { setupUser } from '@/test/user';

import { FRIENDS_MENU, makeFriend, makeRequest, makeTag, page } from './testData';

// Compiled up front: the lazy page and the toasts' host would otherwise be transformed
// inside the first `findBy` of a test, which on a busy machine outlasts its wait.
import '@/components/FeedbackHost';
import './FriendsPage';

let user: UserEvent;

interface World {
  friends?: Friend[];
  incoming?: FriendRequestItem[];
  outgoing?: FriendRequestItem[];
}

function openFriends(
  path = '/friends',
  world: World = {},
  extra: Record<string, RouteHandler> = {},
) {
  return renderPage(path, {
    api: iamRoutes({
      'GET menu': () => ok(FRIENDS_MENU),
      'GET account/profile': () => ok(makeProfile()),
      'GET friends': () => ok(page(world.friends ?? [])),
      'GET friends/tags': () =>
        ok(page([makeTag({ id: 1, name: 'Work' }), makeTag({ id: 2, name: 'Family' })])),
      'GET friends/requests': (_init, url) =>
        ok(
          page(
            url.searchParams.get('direction') === 'incoming'
              ? (world.incoming ?? [])
              : (world.outgoing ?? []),
          ),
        ),
      ...extra,
    }),
  });
}

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
// Role queries over the whole app recompute every element's styles: slow enough under load
// to outlast a wait. Tests wait on text and look for roles only inside a row or dialog.
const button = (name: string) => screen.getByText(name, { selector: 'button > span' });

beforeEach(() => {
  user = setupUser();
  setLocale('en');
  sessionStore.set(makeSession());
});

describe('/friends', () => {
  it('lists friends with alias, name and tags, and searches and filters on the server', async () => {
    const { calls } = openFriends('/friends', {
      friends: [
        makeFriend({ alias: 'Amazing Grace', tags: [{ id: 1, name: 'Work' }] }),
        makeFriend({ id: 6, friend: { id: 51, name: 'ada', avatar_url: null } }),
      ],
    });
    expect(await screen.findByText('Amazing Grace')).toBeInTheDocument();
    expect(screen.getByText('Friends', { selector: 'h1' })).toBeInTheDocument();
    const grace = row('Amazing Grace');
    expect(within(grace).getByText('grace')).toBeInTheDocument();
    expect(within(grace).getByText('Work')).toBeInTheDocument();
    expect(screen.getByText('ada')).toBeInTheDocument();
    expect(screen.getByText('Manage tags').closest('a')).toHaveAttribute('href', '/friends/tags');

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name or alias' }),
      'gra{Enter}',
    );
    await waitFor(() =>
      expect(callsTo(calls, 'GET friends').some((call) => call.url.includes('search=gra'))).toBe(
        true,
      ),
    );
  });

  it('shows an empty state', async () => {
    openFriends();
    expect(await screen.findByText('No friends yet. Add one!')).toBeInTheDocument();
  });

  it('checks the alias before sending, shows server field errors, then saves alias and tags', async () => {
    let refuse = true;
    const { calls } = openFriends(
      '/friends',
      { friends: [makeFriend({ tags: [{ id: 2, name: 'Family' }] })] },
      {
        'PUT friends/5': () =>
          refuse
            ? fail(400, 'validation_error', 'Please check the fields', {
                alias: ['The server does not like it.'],
              })
            : ok(makeFriend({ alias: 'Old pal' })),
      },
    );
    await screen.findByText('grace');
    await user.click(within(row('grace')).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit grace');
    const alias = within(dialog).getByLabelText('Alias');

    await user.type(alias, 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The alias must be 3-50 characters'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'PUT friends/5')).toHaveLength(0);

    await user.clear(alias);
    await user.type(alias, ' Old pal ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The server does not like it.')).toBeInTheDocument();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Friend updated')).toBeInTheDocument();
    expect(bodyOf(callsTo(calls, 'PUT friends/5')[1])).toEqual({ alias: 'Old pal', tag_ids: [2] });
  });

  it('removes a friend after a confirmation', async () => {
    const { calls } = openFriends(
      '/friends',
      { friends: [makeFriend({ alias: 'Amazing Grace' })] },
      { 'DELETE friends/5': () => ok(null) },
    );
    await screen.findByText('Amazing Grace');
    await user.click(within(row('Amazing Grace')).getByRole('button', { name: 'Remove' }));
    const dialog = await findDialog('Remove Amazing Grace from your friends?');
    expect(callsTo(calls, 'DELETE friends/5')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Friend removed')).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE friends/5')).toHaveLength(1);
  });
});

describe('/friends?tab=requests', () => {
  it('opens the requests with their empty states', async () => {
    openFriends('/friends?tab=requests');
    expect(await screen.findByText('No one is waiting for your answer')).toBeInTheDocument();
    expect(screen.getByText('You have no requests waiting for an answer')).toBeInTheDocument();
    expect(document.querySelector('[role="tab"][aria-selected="true"]')).toHaveTextContent(
      /Requests/,
    );
  });

  it('accepts, declines and (after a confirmation) withdraws with the right calls', async () => {
    const { calls } = openFriends(
      '/friends?tab=requests',
      {
        incoming: [
          makeRequest({ id: 11, message: 'Hi, it is linus' }),
          makeRequest({ id: 12, person: { id: 61, name: 'ken', avatar_url: null } }),
        ],
        outgoing: [
          makeRequest({
            id: 13,
            direction: 'outgoing',
            person: { id: 62, name: 'barbara', avatar_url: null },
          }),
        ],
      },
      {
        'POST friends/requests/11/accept': () => ok(makeRequest({ status: 'accepted' })),
        'POST friends/requests/12/decline': () => ok(makeRequest({ id: 12, status: 'declined' })),
        'POST friends/requests/13/cancel': () =>
          ok(makeRequest({ id: 13, direction: 'outgoing', status: 'cancelled' })),
      },
    );
    expect(await screen.findByText('Hi, it is linus')).toBeInTheDocument();
    expect(await screen.findByText('barbara')).toBeInTheDocument();

    await user.click(within(row('linus')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You and linus are friends now')).toBeInTheDocument();
    expect(callsTo(calls, 'POST friends/requests/11/accept')).toHaveLength(1);

    await user.click(within(row('ken')).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Request declined')).toBeInTheDocument();
    expect(callsTo(calls, 'POST friends/requests/12/decline')).toHaveLength(1);

    await user.click(within(row('barbara')).getByRole('button', { name: 'Withdraw' }));
    const dialog = await findDialog('Withdraw your request to barbara?');
    expect(callsTo(calls, 'POST friends/requests/13/cancel')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Request withdrawn')).toBeInTheDocument();
    expect(callsTo(calls, 'POST friends/requests/13/cancel')).toHaveLength(1);
    // None of these moves was made by someone else's request.
    expect(callsTo(calls, 'POST friends/requests/11/decline')).toHaveLength(0);
  });

  it('shows a request sent by e-mail or phone as what was typed, with a hint', async () => {
    openFriends('/friends?tab=requests', {
      incoming: [makeRequest({ id: 11 })],
      outgoing: [
        makeRequest({
          id: 14,
          direction: 'outgoing',
          person: { id: null, name: '138 0013 8000', avatar_url: null },
        }),
        makeRequest({
          id: 15,
          direction: 'outgoing',
          person: { id: 62, name: 'barbara', avatar_url: null },
        }),
      ],
    });
    const hint = 'Sent by e-mail or phone: their name shows once they accept';
    expect(await screen.findByText('138 0013 8000')).toBeInTheDocument();
    expect(within(row('138 0013 8000')).getByText(hint)).toBeInTheDocument();
    expect(within(row('barbara')).queryByText(hint)).toBeNull();
    expect(within(row('linus')).queryByText(hint)).toBeNull();
  });

  it('shows a refusal of a move', async () => {
    openFriends(
      '/friends?tab=requests',
      { incoming: [makeRequest()] },
      {
        'POST friends/requests/11/accept': () =>
          fail(409, 'transition_not_allowed', 'This can no longer be done.', {
            status: 'cancelled',
            allowed: [],
          }),
      },
    );
    await screen.findByText('linus');
    await user.click(within(row('linus')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This can no longer be done.')).toBeInTheDocument();
  });
});

describe('Add friend', () => {
  it('needs an account, shows the server refusal on the form, then sends', async () => {
    let refusal: Response | null = fail(
      404,
      'user_not_found',
      'No one has this e-mail address, phone number or user name.',
    );
    const { calls } = openFriends(
      '/friends',
      {},
      {
        'POST friends/requests': () =>
          refusal ??
          ok({
            outcome: 'sent',
            request: makeRequest({
              direction: 'outgoing',
              person: { id: 70, name: 'kim', avatar_url: null },
            }),
          }),
      },
    );
    await screen.findByText('No friends yet. Add one!');
    await user.click(button('Add friend'));
    const dialog = await findDialog('Add a friend');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await within(dialog).findByText('Enter an e-mail address, phone number or user name'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'POST friends/requests')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('E-mail, phone number or user name'), ' kim ');
    await user.type(within(dialog).getByLabelText('Message (optional)'), 'Hello kim');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await within(dialog).findByText('No one has this e-mail address, phone number or user name.'),
    ).toBeInTheDocument();

    refusal = null;
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Friend request sent to kim')).toBeInTheDocument();
    expect(bodyOf(callsTo(calls, 'POST friends/requests')[1])).toEqual({
      account: 'kim',
      message: 'Hello kim',
    });
  });

  it('says so when the other person had already asked', async () => {
    openFriends(
      '/friends',
      {},
      {
        'POST friends/requests': () =>
          ok({
            outcome: 'accepted',
            request: makeRequest({
              status: 'accepted',
              person: { id: 70, name: 'kim', avatar_url: null },
            }),
          }),
      },
    );
    await screen.findByText('No friends yet. Add one!');
    await user.click(button('Add friend'));
    const dialog = await findDialog('Add a friend');
    await user.type(within(dialog).getByLabelText('E-mail, phone number or user name'), 'kim');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('kim had already asked you: you are friends now'),
    ).toBeInTheDocument();
  });
});
