import { invalidateQueries, useApiQuery, type QueryResult } from '@/api/query';
import { useSession } from '@/api/session';
import type { Friend, FriendRequestItem, FriendTag, Page } from '@/api/types';
import { useNotificationsChanged } from '@/features/notifications/hooks';

import {
  fetchFriendRequests,
  fetchFriends,
  fetchTags,
  type FriendQuery,
  type FriendRequestQuery,
  type PageQuery,
} from './api';

/** Every cached friends read starts with this; a change forgets them all. */
const PREFIX = 'friends/';
/** The most the server answers in one page: enough for the pickers. */
export const PICKER_LIMIT = 100;
export const PAGE_SIZE = 10;

function keyOf(path: string, query: object): string {
  const params = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
  return `${PREFIX}${path}?${params}`;
}

export function useFriends(query: FriendQuery): QueryResult<Page<Friend>> {
  const session = useSession();
  return useApiQuery(session ? keyOf('list', query) : null, () => fetchFriends(query));
}

export function useFriendRequests(query: FriendRequestQuery): QueryResult<Page<FriendRequestItem>> {
  const session = useSession();
  return useApiQuery(session ? keyOf('requests', query) : null, () => fetchFriendRequests(query));
}

export function useTags(
  query: PageQuery = { offset: 0, limit: PICKER_LIMIT },
): QueryResult<Page<FriendTag>> {
  const session = useSession();
  return useApiQuery(session ? keyOf('tags', query) : null, () => fetchTags(query));
}

/** The caller's friends for a picker (the first `PICKER_LIMIT`). */
export function useFriendOptions(): QueryResult<Page<Friend>> {
  return useFriends({ offset: 0, limit: PICKER_LIMIT });
}

/** After any change: friends, requests and tags are read again where shown. */
export function friendsChanged(): void {
  invalidateQueries(PREFIX);
}

/** What a friend is called by the caller: the alias when there is one. */
export function displayName(friend: Friend): string {
  return friend.alias || friend.friend.name;
}

/**
 * Reloads the shown friends, requests and tags when the person's notifications change
 * (a request arrived or was answered elsewhere): the stats stream says so live.
 */
export function useFriendsFollowNotifications(): void {
  useNotificationsChanged(friendsChanged);
}
