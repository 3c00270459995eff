/**
 * What the live stream's events are about (the server's `STREAM_TOPICS`). A query marked
 * with topics is read again when an event carrying one of them arrives; the first event
 * after a (re)connect carries every topic. Only individuals have a stream: for a company
 * identity the marked queries poll instead while the tab is visible.
 */
import type { QueryClient } from '@tanstack/react-query';

import { useSession } from '@/api/session';

export type StreamTopic = 'notifications' | 'wallet' | 'rentals' | 'orders' | 'company';

/** How often a marked query is read again where no stream brings the changes. */
export const TOPIC_POLL_MS = 15_000;

interface TopicOptions {
  meta: { topics: readonly StreamTopic[] };
  refetchInterval?: number;
}

export function topicOptions(topics: readonly StreamTopic[], streamed: boolean): TopicOptions {
  return streamed ? { meta: { topics } } : { meta: { topics }, refetchInterval: TOPIC_POLL_MS };
}

/** Query options for data that `topics` events change: spread them into `useQuery`. */
export function useLiveTopics(...topics: StreamTopic[]): TopicOptions {
  const session = useSession();
  return topicOptions(topics, session?.userType === 'user');
}

/** Reads again every query marked with one of `topics`. */
export function invalidateTopics(client: QueryClient, topics: readonly string[]): Promise<void> {
  if (topics.length === 0) return Promise.resolve();
  return client.invalidateQueries({
    predicate: (query) => {
      const marked = query.meta?.topics;
      return Array.isArray(marked) && marked.some((topic) => topics.includes(topic as string));
    },
  });
}
