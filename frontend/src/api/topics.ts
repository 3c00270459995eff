/**
 * What changes together. A query belongs to the topic named by the first segment of its key
 * (`['wallet', 'transactions', query]` is a `wallet` read); a write names the topics it
 * changes (`useWrite`) and the live stream's events name theirs (`@/stream`): both read again
 * every query of those topics through `invalidateTopics`, so they refresh the same things.
 */
import { hashKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The live stream's topics (the server's `STREAM_TOPICS`). */
export type StreamTopic = 'notifications' | 'wallet' | 'rentals' | 'orders' | 'company';

/**
 * Every topic a write may change: the stream's, and those only this browser's writes change.
 * `orders` holds the demands and their orders, `company` both the member's and the owner's
 * company reads, as the stream names them; `market` the listings, read again when a rent
 * learns that one changed.
 */
export type Topic = StreamTopic | 'account' | 'devices' | 'installs' | 'friends' | 'market';

/** The topic a query key belongs to: its first segment. */
export function topicOf(queryKey: QueryKey): unknown {
  return queryKey[0];
}

export interface InvalidateOptions {
  /** Queries left alone: the write or event that names the topics brought their data. */
  except?: readonly QueryKey[];
}

/** Reads again every query of `topics` (those not shown are read when next shown). */
export function invalidateTopics(
  client: QueryClient,
  topics: readonly string[],
  { except = [] }: InvalidateOptions = {},
): Promise<void> {
  if (topics.length === 0) return Promise.resolve();
  const skipped = new Set(except.map((key) => hashKey(key)));
  return client.invalidateQueries({
    predicate: ({ queryKey, queryHash }) =>
      topics.includes(topicOf(queryKey) as string) && !skipped.has(queryHash),
  });
}

/** `invalidateTopics` bound to the app's query client, for a change a write does not answer. */
export function useInvalidateTopics(): (...topics: Topic[]) => void {
  const client = useQueryClient();
  return useCallback((...topics: Topic[]) => void invalidateTopics(client, topics), [client]);
}
