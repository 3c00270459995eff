import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { invalidateTopics } from '@/api/topics';

import { liveReadOptions, TOPIC_POLL_MS } from './topics';

function clientWith(...keys: QueryKey[]): QueryClient {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 1);
  return client;
}

const stale = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated;

describe('stream topics', () => {
  it('reads again every query whose key starts with an arriving topic', async () => {
    const members = ['company', 'owner', 'members'];
    const mine = ['company', 'mine'];
    const wallet = ['wallet', 'wallet'];
    const profile = ['account', 'profile'];
    const client = clientWith(members, mine, wallet, profile);
    await invalidateTopics(client, ['company', 'notifications']);
    expect([members, mine, wallet, profile].map((key) => stale(client, key))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('leaves alone the query whose data the event carried', async () => {
    const stats = ['notifications', 'stats'];
    const list = ['notifications', 'list', { offset: 0 }];
    const client = clientWith(stats, list);
    await invalidateTopics(client, ['notifications'], { except: [stats] });
    expect([stale(client, stats), stale(client, list)]).toEqual([false, true]);
  });

  it('polls the reads of stream topics where no stream brings the changes', () => {
    expect(liveReadOptions(true)).toEqual({});
    expect(liveReadOptions(false)).toEqual({ refetchInterval: TOPIC_POLL_MS });
  });
});
