import { API_PREFIX, api } from '@/api/client';
import type {
  Friend,
  FriendRequestDirection,
  FriendRequestItem,
  FriendRequestSendRequest,
  FriendRequestSent,
  FriendTag,
  FriendTagCreateRequest,
  FriendTagUpdateRequest,
  FriendUpdateRequest,
  ListSort,
  Page,
  PageQuery,
} from '@/api/types';

const FRIENDS = `${API_PREFIX.iam}/friends`;

export type { PageQuery };

export interface FriendQuery extends PageQuery {
  search?: string;
  /** A tag id of the caller's. */
  tag?: number;
  sort?: ListSort;
}

export interface FriendRequestQuery extends PageQuery {
  direction: FriendRequestDirection;
}

// Lists render their own loading state, so no global overlay.

export function fetchFriends({
  search,
  tag,
  sort,
  offset,
  limit,
}: FriendQuery): Promise<Page<Friend>> {
  return api.get<Page<Friend>>(FRIENDS, {
    query: { search: search || undefined, tag, sort, offset, limit },
    loading: false,
  });
}

/** Sets the caller's alias for the friend (`''` clears it) and the caller's tags on them. */
export function updateFriend(id: number, body: FriendUpdateRequest): Promise<Friend> {
  return api.put<Friend>(`${FRIENDS}/${id}`, body);
}

/** Ends the friendship for both people. */
export function removeFriend(id: number): Promise<null> {
  return api.delete<null>(`${FRIENDS}/${id}`);
}

/** Pending requests in one direction, newest first. */
export function fetchFriendRequests({
  direction,
  offset,
  limit,
}: FriendRequestQuery): Promise<Page<FriendRequestItem>> {
  return api.get<Page<FriendRequestItem>>(`${FRIENDS}/requests`, {
    query: { direction, status: 'pending', offset, limit },
    loading: false,
  });
}

/**
 * Asks someone (e-mail, phone or user name) to be friends. When they had
 * asked first, their request is accepted instead (`outcome: 'accepted'`).
 */
export function sendFriendRequest(body: FriendRequestSendRequest): Promise<FriendRequestSent> {
  return api.post<FriendRequestSent>(`${FRIENDS}/requests`, body);
}

export type FriendRequestMove = 'accept' | 'decline' | 'cancel';

/** accept and decline: the recipient; cancel: the sender. */
export function moveFriendRequest(id: number, move: FriendRequestMove): Promise<FriendRequestItem> {
  return api.post<FriendRequestItem>(`${FRIENDS}/requests/${id}/${move}`);
}

/** The caller's tags by name (the server pages at most 100 at a time). */
export function fetchTags({ offset, limit }: PageQuery): Promise<Page<FriendTag>> {
  return api.get<Page<FriendTag>>(`${FRIENDS}/tags`, { query: { offset, limit }, loading: false });
}

export function createTag(body: FriendTagCreateRequest): Promise<FriendTag> {
  return api.post<FriendTag>(`${FRIENDS}/tags`, body);
}

/** Renames the tag and/or sets which friends carry it. */
export function updateTag(id: number, body: FriendTagUpdateRequest): Promise<FriendTag> {
  return api.put<FriendTag>(`${FRIENDS}/tags/${id}`, body);
}

export function deleteTag(id: number): Promise<null> {
  return api.delete<null>(`${FRIENDS}/tags/${id}`);
}
