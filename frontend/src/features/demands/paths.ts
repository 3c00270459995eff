import { MY_ORDERS_PATH } from '@/config/paths';
import { withQuery } from '@/utils/url';

export const PLACE_ORDER_PATH = '/on-demand/place-an-order';
export const DEMANDS_PATH = '/demands-and-offers';
/** The query parameter naming the demand `/demands-and-offers` opens. */
export const DEMAND_ID_PARAM = 'id';
/** The query parameter naming the order `/my-orders` opens. */
export const ORDER_ID_PARAM = 'order';

export const demandPath = (id: number) =>
  withQuery(DEMANDS_PATH, { [DEMAND_ID_PARAM]: String(id) });

/** `/my-orders` with one order open. */
export const orderPath = (id: number) =>
  withQuery(MY_ORDERS_PATH, { [ORDER_ID_PARAM]: String(id) });
