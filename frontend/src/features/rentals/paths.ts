import type { Rental } from '@/api/types';
import { withQuery } from '@/utils/url';

export const MY_ORDERS_PATH = '/my-orders';
/** The query parameter naming the rental `/my-orders` opens. */
export const RENTAL_ID_PARAM = 'id';

/** `/my-orders` with one rental open, on the renter's side unless `role` says otherwise. */
export const myOrderPath = (id: number, role: Rental['role'] = 'renter') =>
  withQuery(MY_ORDERS_PATH, {
    ...(role === 'provider' ? { role } : {}),
    [RENTAL_ID_PARAM]: String(id),
  });
