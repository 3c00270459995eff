/** Data shared by the demands tests. */
import type { DemandDetail, Order, OrderDetail, Page } from '@/api/types';
import { makeListing } from '@/features/market/pages/testData';
import { rentalsApi } from '@/features/rentals/testData';
import { makeWallet } from '@/features/wallet/pages/testData';
import type { RouteHandler } from '@/test/http';

export const GIB = 1024 ** 3;

export function makeDemand(overrides: Partial<DemandDetail> = {}): DemandDetail {
  return {
    id: 21,
    name: 'Jupyter with a GPU',
    gpu_count: 1,
    gpu_model: 'RTX 4090 or better',
    cpu_cores: 4,
    memory_bytes: 16 * GIB,
    disk_bytes: 100 * GIB,
    vram_bytes: 16 * GIB,
    tier: '',
    app: { id: 3, slug: 'jupyter-lab', name: 'Jupyter', icon: '', display_type: 'ai_compute' },
    location: { lng: 116.4, lat: 39.9 },
    region: 'Beijing',
    max_km: 50,
    distance_km: null,
    price_per_hour: '5.00',
    hours: 2,
    description: 'Notebooks for a course',
    status: 'open',
    owner_name: 'Dave',
    mine: false,
    expires_at: '2026-12-01T10:00:00Z',
    created_at: '2026-11-24T10:00:00Z',
    offers: [],
    matching_listings: [makeListing({ id: 11, name: 'vLLM on a 4090' })],
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 31,
    role: 'demander',
    status: 'pending',
    reason: '',
    reason_text: '',
    kind: 'device',
    demand: { id: 21, name: 'Jupyter with a GPU', status: 'open', hours: 2 },
    demander_name: 'Dave',
    provider_name: 'Alice',
    offered: {
      tier: 'standard',
      cpu_cores: 8,
      memory_bytes: 32 * GIB,
      disk_bytes: 500 * GIB,
      gpus: [{ name: 'RTX 4090', passthrough: true, vram_bytes: 24 * GIB }],
      distance_km: 3,
    },
    device: null,
    app: null,
    price_per_hour: '5.00',
    rental_id: null,
    created_at: '2026-11-24T10:05:00Z',
    updated_at: '2026-11-24T10:05:00Z',
    timeline: [
      {
        old_status: '',
        new_status: 'pending',
        reason: '',
        reason_text: '',
        created_at: '2026-11-24T10:05:00Z',
      },
    ],
    can_dispute: false,
    ...overrides,
  };
}

/** An order as lists carry it (no timeline, no dispute flag). */
export function listedOrder(overrides: Partial<OrderDetail> = {}): Order {
  const { timeline: _timeline, can_dispute: _canDispute, ...order } = makeOrder(overrides);
  return order;
}

export const page = <T>(items: T[], total = items.length): Page<T> => ({ items, total });

/** A signed-in individual's API: `table` for rmp calls, `cim` for the take-it pickers. */
export function demandsApi(
  table: Record<string, RouteHandler>,
  cim: Record<string, RouteHandler> = {},
) {
  return rentalsApi(table, makeWallet(), { cim });
}
