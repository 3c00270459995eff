import { useQuery, type UseQueryResult } from '@tanstack/react-query';

import { useSession } from '@/api/session';
import type { Demand, DemandDetail, Order, OrderDetail, Page } from '@/api/types';
import { useLiveRead } from '@/stream';

import {
  fetchDemand,
  fetchDemands,
  fetchOrder,
  fetchOrders,
  type DemandQuery,
  type OrderQuery,
} from './api';

export const PAGE_SIZE = 10;

// The `orders` topic, as the stream names the demands and their orders.
export const demandKeys = {
  list: (query: DemandQuery) => ['orders', 'demands', query] as const,
  demand: (id: number) => ['orders', 'demand', id] as const,
  orders: (query: OrderQuery) => ['orders', 'list', query] as const,
  order: (id: number) => ['orders', 'order', id] as const,
};

/** Signed in, and read again on the `orders` topic (offers and their moves come from others). */
function useOrdersRead(enabled = true) {
  const session = useSession();
  return { enabled: enabled && session !== null, ...useLiveRead() };
}

export function useDemands(query: DemandQuery): UseQueryResult<Page<Demand>> {
  return useQuery({
    ...useOrdersRead(),
    queryKey: demandKeys.list(query),
    queryFn: () => fetchDemands(query),
  });
}

/** One demand; `id` null skips. */
export function useDemand(id: number | null): UseQueryResult<DemandDetail> {
  return useQuery({
    ...useOrdersRead(id !== null),
    queryKey: demandKeys.demand(id ?? 0),
    queryFn: () => fetchDemand(id ?? 0),
  });
}

export function useOrders(query: OrderQuery): UseQueryResult<Page<Order>> {
  return useQuery({
    ...useOrdersRead(),
    queryKey: demandKeys.orders(query),
    queryFn: () => fetchOrders(query),
  });
}

/** One order with its timeline; `id` null skips. */
export function useOrder(id: number | null): UseQueryResult<OrderDetail> {
  return useQuery({
    ...useOrdersRead(id !== null),
    queryKey: demandKeys.order(id ?? 0),
    queryFn: () => fetchOrder(id ?? 0),
  });
}
