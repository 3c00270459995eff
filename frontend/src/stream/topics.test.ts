import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { invalidateTopics, topicOptions, TOPIC_POLL_MS } from './topics';

function clientWith(queries: Record<string, readonly string[] | undefined>): QueryClient {
  const client = new QueryClient();
  for (const [key, topics] of Object.entries(queries)) {
    client
      .getQueryCache()
      .build(client, { queryKey: [key], meta: topics ? { topics } : undefined });
    client.setQueryData([key], 1);
  }
  return client;
}

const stale = (client: QueryClient, key: string) => client.getQueryState([key])?.isInvalidated;

describe('stream topics', () => {
  it('reads again only the queries marked with an arriving topic', async () => {
    const client = clientWith({ members: ['company'], wallet: ['wallet'], profile: undefined });
    await invalidateTopics(client, ['company', 'notifications']);
    expect([stale(client, 'members'), stale(client, 'wallet'), stale(client, 'profile')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('marks queries, and polls them where no stream brings the changes', () => {
    expect(topicOptions(['company'], true)).toEqual({ meta: { topics: ['company'] } });
    expect(topicOptions(['company'], false)).toEqual({
      meta: { topics: ['company'] },
      refetchInterval: TOPIC_POLL_MS,
    });
  });
});
