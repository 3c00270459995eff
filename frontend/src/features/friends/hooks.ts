import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useSession } from '@/api/session';
import type { Friend, FriendRequestItem, FriendTag, Page } from '@/api/types';
import { PICKER_PAGE } from '@/constants';
import { useInvalidateTopics } from '@/api/topics';
import { useNotificationsChanged } from '@/features/notifications';

import {
  fetchFriendRequests,
  fetchFriends,
  fetchTags,
  type FriendQuery,
  type FriendRequestQuery,
  type PageQuery,
} from './api';

export const PAGE_SIZE = 10;

export const friendKeys = {
  list: (query: FriendQuery) => ['friends', 'list', query] as const,
  requests: (query: FriendRequestQuery) => ['friends', 'requests', query] as const,
  tags: (query: PageQuery) => ['friends', 'tags', query] as const,
};

export function useFriends(query: FriendQuery): UseQueryResult<Page<Friend>> {
  const session = useSession();
  return useQuery({
    queryKey: friendKeys.list(query),
    queryFn: () => fetchFriends(query),
    enabled: session !== null,
  });
}

export function useFriendRequests(
  query: FriendRequestQuery,
): UseQueryResult<Page<FriendRequestItem>> {
  const session = useSession();
  return useQuery({
    queryKey: friendKeys.requests(query),
    queryFn: () => fetchFriendRequests(query),
    enabled: session !== null,
  });
}

export function useTags(query: PageQuery = PICKER_PAGE): UseQueryResult<Page<FriendTag>> {
  const session = useSession();
  return useQuery({
    queryKey: friendKeys.tags(query),
    queryFn: () => fetchTags(query),
    enabled: session !== null,
  });
}

/** The caller's friends for a picker (the first `PICKER_LIMIT`). */
export function useFriendOptions(): UseQueryResult<Page<Friend>> {
  return useFriends(PICKER_PAGE);
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
  const invalidate = useInvalidateTopics();
  useNotificationsChanged(useCallback(() => invalidate('friends'), [invalidate]));
}
