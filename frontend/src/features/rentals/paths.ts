import { withQuery } from '@/utils/url';

export const MY_ORDERS_PATH = '/my-orders';
/** The query parameter naming the rental `/my-orders` opens. */
export const RENTAL_ID_PARAM = 'id';

export const myOrderPath = (id: number) =>
  withQuery(MY_ORDERS_PATH, { [RENTAL_ID_PARAM]: String(id) });
