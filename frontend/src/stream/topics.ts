/**
 * The live stream's side of the topics (`@/api/topics`): an event reads again every query of
 * the topics it carries, through the same `invalidateTopics` a write uses; the first event
 * after a (re)connect carries every topic. Only individuals have a stream: for a company
 * identity the reads of stream topics poll instead while the tab is visible.
 */
import { useSession } from '@/api/session';

/** How often a read of a stream topic is read again where no stream brings the changes. */
export const TOPIC_POLL_MS = 15_000;

interface LiveReadOptions {
  refetchInterval?: number;
}

export function liveReadOptions(streamed: boolean): LiveReadOptions {
  return streamed ? {} : { refetchInterval: TOPIC_POLL_MS };
}

/** Query options for a read of a stream topic (its key starts with it): spread into `useQuery`. */
export function useLiveRead(): LiveReadOptions {
  const session = useSession();
  return liveReadOptions(session?.userType === 'user');
}
