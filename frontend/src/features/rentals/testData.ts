/** Data shared by the rentals tests. */
import type { Dispute, MenuRoute, Page, RentalAccess, RentalDetail } from '@/api/types';
import { makeWallet, WALLET_MENU } from '@/features/wallet/pages/testData';
import { makeProfile, menuRoute } from '@/test/fixtures';
import { billingRoutes, cimRoutes, iamRoutes, ok, rmpRoutes, type RouteHandler } from '@/test/http';

/** What the server menu gives an individual, as far as renting cares: the wallet and My orders. */
const RENTER_MENU: MenuRoute[] = [
  ...WALLET_MENU,
  menuRoute('/my-orders', 'MyOrders', 'ShoppingCartOutlined'),
];

export function makeRental(overrides: Partial<RentalDetail> = {}): RentalDetail {
  return {
    id: 7,
    role: 'renter',
    status: 'rental_ongoing',
    reason: '',
    reason_text: '',
    app: {
      installed_app_id: 40,
      app_id: 3,
      name: 'vLLM',
      icon: '',
      display_type: 'ai_server',
    },
    listing_id: 11,
    renter_name: 'Dave',
    provider_name: 'Alice',
    price_per_hour: '3.60',
    max_hours: null,
    billed_seconds: 600,
    cost: '0.60',
    income: null,
    paid_until: '2026-11-24T11:00:00Z',
    runway_seconds: 7200,
    created_at: '2026-11-24T10:00:00Z',
    started_at: '2026-11-24T10:00:00Z',
    ended_at: null,
    charges: [],
    dispute: null,
    can_dispute: true,
    ...overrides,
  };
}

export function makeDispute(overrides: Partial<Dispute> = {}): Dispute {
  return {
    id: 5,
    rental_id: 7,
    role: 'renter',
    app_name: 'vLLM',
    renter_name: 'Dave',
    provider_name: 'Alice',
    status: 'open',
    reason: 'not_working',
    reason_text: 'The app did not work',
    text: 'It never answered.',
    answer: '',
    answered_at: null,
    refund: null,
    resolution: '',
    resolved_at: null,
    can_answer: false,
    can_withdraw: true,
    created_at: '2026-11-24T12:00:00Z',
    ...overrides,
  };
}

export const AI_ACCESS: RentalAccess = {
  kind: 'ai_api',
  gateway: null,
  ai_api: { base_url: 'https://box.example/v1', api_key: 'sk-rental-secret', rotated_at: null },
  ssh: null,
};

/** An app a box's agent runs behind its gateway. */
export const GATEWAY_ACCESS: RentalAccess = {
  kind: 'gateway',
  gateway: { url: 'http://203.0.113.7:8780/42/', api_key: 'zk-rental+secret' },
  ai_api: null,
  ssh: null,
};

export const page = <T>(items: T[], total = items.length): Page<T> => ({ items, total });

/**
 * A signed-in individual's API: `table` for rmp calls, with a wallet, the shell's reads, and
 * `cim` (device) and `iam` calls.
 */
export function rentalsApi(
  table: Record<string, RouteHandler>,
  wallet = makeWallet(),
  {
    cim = {},
    iam = {},
  }: { cim?: Record<string, RouteHandler>; iam?: Record<string, RouteHandler> } = {},
) {
  return rmpRoutes(
    table,
    cimRoutes(
      cim,
      billingRoutes(
        { 'GET wallet': () => ok(wallet) },
        iamRoutes({
          'GET menu': () => ok(RENTER_MENU),
          'GET account/profile': () => ok(makeProfile()),
          ...iam,
        }),
      ),
    ),
  );
}
