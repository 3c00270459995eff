/** Data shared by the friends pages' tests. */
import type { Friend, FriendRequestItem, FriendTag, MenuRoute, Page } from '@/api/types';

const route = (path: string, title: string, icon = '', children?: MenuRoute[]): MenuRoute => ({
  path,
  name: title,
  component: title,
  meta: { icon, title, isHide: path === '/friends/tags', isLink: false },
  ...(children ? { children } : {}),
});

/** What the server menu gives an individual, as far as these pages care. */
export const FRIENDS_MENU: MenuRoute[] = [
  route('/friends', 'Friends', 'TeamOutlined', [route('/friends/tags', 'Tags')]),
  route('/account', 'account', 'UserOutlined'),
];

export const page = <T>(items: T[], total = items.length): Page<T> => ({ items, total });

export function makeFriend(overrides: Partial<Friend> = {}): Friend {
  return {
    id: 5,
    friend: { id: 50, name: 'grace', avatar_url: null },
    alias: '',
    tags: [],
    since: '2026-01-02T10:00:00Z',
    ...overrides,
  };
}

export function makeRequest(overrides: Partial<FriendRequestItem> = {}): FriendRequestItem {
  return {
    id: 11,
    direction: 'incoming',
    status: 'pending',
    person: { id: 60, name: 'linus', avatar_url: null },
    message: '',
    created_at: '2026-01-03T10:00:00Z',
    decided_at: null,
    ...overrides,
  };
}

export function makeTag(overrides: Partial<FriendTag> = {}): FriendTag {
  return { id: 1, name: 'Work', friend_count: 0, friend_ids: [], ...overrides };
}
