import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import type { FriendTag } from '@/api/types';
import { setLocale } from '@/i18n/locale';
import { findDialog, renderApp } from '@/test/app';
import { makeProfile } from '@/test/fixtures';
import { bodyOf, callsTo, fail, iamRoutes, makeSession, ok, type RouteHandler } from '@/test/http';
import { setupUser } from '@/test/user';

import { FRIENDS_MENU, makeFriend, makeTag, page } from './testData';

// Compiled up front: the lazy page and the toasts' host would otherwise be transformed
// inside the first `findBy` of a test, which on a busy machine outlasts its wait.
import '@/components/FeedbackHost';
import './TagsPage';

let user: UserEvent;

function openTags(tags: FriendTag[], extra: Record<string, RouteHandler> = {}) {
  return renderApp('/friends/tags', {
    api: iamRoutes({
      'GET menu': () => ok(FRIENDS_MENU),
      'GET account/profile': () => ok(makeProfile()),
      'GET friends/tags': () => ok(page(tags)),
      'GET friends': () =>
        ok(
          page([
            makeFriend({ id: 5, alias: 'Amazing Grace' }),
            makeFriend({ id: 6, friend: { id: 51, name: 'ada', avatar_url: null } }),
          ]),
        ),
      ...extra,
    }),
  });
}

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
  user = setupUser();
  setLocale('en');
  sessionStore.set(makeSession());
});

describe('/friends/tags', () => {
  it('is granted by /friends, which stays highlighted, and lists tags with their counts', async () => {
    openTags([makeTag({ friend_count: 2, friend_ids: [5, 6] }), makeTag({ id: 2, name: 'Gym' })]);
    expect(await screen.findByText('2 friends')).toBeInTheDocument();
    expect(screen.getByText('Tags', { selector: 'h1' })).toBeInTheDocument();
    const nav = screen.getByLabelText('Main navigation');
    expect(within(nav).getByRole('link', { name: 'Friends' }).closest('li')).toHaveClass(
      'ant-menu-item-selected',
    );
    expect(within(row('Gym')).getByText('No friends')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Tags - Z Compute'));
  });

  it('shows an empty state', async () => {
    openTags([]);
    expect(
      await screen.findByText('No tags yet. Tags help you find friends quickly.'),
    ).toBeInTheDocument();
  });

  it('creates a tag: the name is checked first and a taken name shows on the field', async () => {
    let taken = true;
    const { calls } = openTags([], {
      'POST friends/tags': () =>
        taken
          ? fail(400, 'validation_error', 'Please check the fields', {
              name: ['You already have a tag named “Family”.'],
            })
          : ok(makeTag({ id: 3, name: 'Family' })),
    });
    await screen.findByText('No tags yet. Tags help you find friends quickly.');
    await user.click(screen.getByText('New tag', { selector: 'button > span' }));
    const dialog = await findDialog('New tag');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'x'.repeat(21));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At most 20 characters')).toBeInTheDocument();
    expect(callsTo(calls, 'POST friends/tags')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), ' Family ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('You already have a tag named “Family”.'),
    ).toBeInTheDocument();

    taken = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tag created')).toBeInTheDocument();
    expect(bodyOf(callsTo(calls, 'POST friends/tags')[1])).toEqual({
      name: 'Family',
      friend_ids: [],
    });
  });

  it('renames a tag and keeps who carries it', async () => {
    const { calls } = openTags([makeTag({ friend_count: 1, friend_ids: [5] })], {
      'PUT friends/tags/1': () => ok(makeTag({ name: 'Job', friend_count: 1, friend_ids: [5] })),
    });
    await screen.findByText('Work');
    await user.click(within(row('Work')).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit tag');
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Work');
    expect(await within(dialog).findByText('Amazing Grace')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Job');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tag saved')).toBeInTheDocument();
    expect(bodyOf(callsTo(calls, 'PUT friends/tags/1')[0])).toEqual({
      name: 'Job',
      friend_ids: [5],
    });
  });

  it('deletes a tag after a confirmation', async () => {
    const { calls } = openTags([makeTag()], { 'DELETE friends/tags/1': () => ok(null) });
    await screen.findByText('Work');
    await user.click(within(row('Work')).getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog('Delete the tag “Work”?');
    expect(callsTo(calls, 'DELETE friends/tags/1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Tag deleted')).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE friends/tags/1')).toHaveLength(1);
  });
});
