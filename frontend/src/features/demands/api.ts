import { API_PREFIX, api } from '@/api/client';
import type {
  Demand,
  DemandCreateRequest,
  DemandDetail,
  OfferCreateRequest,
  Order,
  OrderDetail,
  OrderStatus,
  Page,
  PageQuery,
} from '@/api/types';

const DEMANDS = `${API_PREFIX.rmp}/demands`;
const ORDERS = `${API_PREFIX.rmp}/orders`;

/** The filters of `GET demands`, as the board's URL keeps them. */
export type DemandQuery = PageQuery & {
  /** Part of the GPU model remark. */
  gpu?: string;
  /** `lng,lat`: adds `distance_km`. */
  near?: string;
  max_km?: number;
  /** Coins per hour, a decimal string. */
  max_price?: string;
  /** The caller's own demands, in every status. */
  mine?: boolean;
};

export type OrderQuery = PageQuery & { role: Order['role']; status?: OrderStatus };

// Reads render their own skeletons, so no global overlay. Individuals only (403 otherwise).

/** 400 on fields, 429 `demand_open_limit`. */
export function createDemand(body: DemandCreateRequest): Promise<DemandDetail> {
  return api.post<DemandDetail>(DEMANDS, body);
}

export function fetchDemands(query: DemandQuery): Promise<Page<Demand>> {
  return api.get<Page<Demand>>(DEMANDS, { query: { ...query }, loading: false });
}

/** With its offers (every one for its owner, mine for anyone else) and the matching listings. */
export function fetchDemand(id: number): Promise<DemandDetail> {
  return api.get<DemandDetail>(`${DEMANDS}/${id}`, { loading: false });
}

export function withdrawDemand(id: number): Promise<DemandDetail> {
  return api.post<DemandDetail>(`${DEMANDS}/${id}/withdraw`);
}

/** "Take it": 409 `order_requirements_unsatisfied` (`data.unsatisfied`), `device_offline`, … */
export function offerForDemand(id: number, body: OfferCreateRequest): Promise<OrderDetail> {
  return api.post<OrderDetail>(`${DEMANDS}/${id}/offers`, body);
}

export function fetchOrders(query: OrderQuery): Promise<Page<Order>> {
  return api.get<Page<Order>>(ORDERS, { query: { ...query }, loading: false });
}

export function fetchOrder(id: number): Promise<OrderDetail> {
  return api.get<OrderDetail>(`${ORDERS}/${id}`, { loading: false });
}

/** The demander's refusal of an offer, or the provider's withdrawal (`cancel`). */
export type OrderMoveName = 'decline' | 'cancel';

export function moveOrder(id: number, move: OrderMoveName): Promise<OrderDetail> {
  return api.post<OrderDetail>(`${ORDERS}/${id}/${move}`);
}

/**
 * The demander takes an offer at the price they saw: 409 `price_changed` (`data.price_per_hour`),
 * `rental_insufficient_funds` (`data.required`) or `app_busy`.
 */
export function acceptOrder(id: number, price_per_hour: string): Promise<OrderDetail> {
  return api.post<OrderDetail>(`${ORDERS}/${id}/accept`, { price_per_hour });
}
