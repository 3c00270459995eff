/** Data shared by the wallet pages' tests. */
import type { MenuRoute, Page } from '@/api/types';
import { makeProfile, menuRoute } from '@/test/fixtures';
import { billingRoutes, iamRoutes, ok, type RouteHandler } from '@/test/http';

import type {
  Deposit,
  DepositOptions,
  Payout,
  PayoutAccount,
  PayoutOptions,
  Transaction,
  Wallet,
  WalletSummary,
} from '../types';

/** What the server menu gives an individual, as far as these pages care. */
export const WALLET_MENU: MenuRoute[] = [
  menuRoute('/wallet', 'Wallet', 'WalletOutlined', [
    menuRoute('/wallet/transactions', 'OrderList'),
    menuRoute('/wallet/pay', 'Deposit'),
    menuRoute('/wallet/withdraw', 'Withdraw'),
  ]),
  menuRoute('/account', 'account', 'UserOutlined'),
];

export const page = <T>(items: T[], total = items.length): Page<T> => ({ items, total });

export function makeWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    balance: '1250.50',
    available: '1200.50',
    reserved: '50.00',
    debt: '0.00',
    currency: 'coin',
    low_balance_threshold: '10.00',
    ...overrides,
  };
}

export function makeTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 1,
    type: 'deposit',
    amount: '100.00',
    balance_after: '1250.50',
    reference: 'deposit:D1',
    description: 'Deposit with Sandbox Alipay',
    purpose: null,
    company: null,
    created_at: '2026-11-20T10:00:00+08:00',
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<WalletSummary> = {}): WalletSummary {
  return {
    currency: 'coin',
    days: [
      { date: '2026-11-22', balance: '1100.00', income: '0.00', spending: '0.00' },
      { date: '2026-11-23', balance: '1150.50', income: '100.00', spending: '49.50' },
      { date: '2026-11-24', balance: '1250.50', income: '100.00', spending: '0.00' },
    ],
    spending_by_type: [
      { type: 'charge', amount: '45.00' },
      { type: 'fee', amount: '4.50' },
    ],
    ...overrides,
  };
}

export function makeOptions(overrides: Partial<DepositOptions> = {}): DepositOptions {
  return {
    currency: 'coin',
    min: '10.00',
    max: '5000.00',
    presets: ['50.00', '100.00', '500.00'],
    methods: [
      { id: 'sandbox_alipay', name: 'Alipay (sandbox)' },
      { id: 'sandbox_card', name: 'Card (sandbox)' },
    ],
    ...overrides,
  };
}

export function makeDeposit(overrides: Partial<Deposit> = {}): Deposit {
  return {
    id: 'D7K2M9',
    amount: '100.00',
    method: 'sandbox_alipay',
    status: 'pending',
    pay_url: '/api/billing/v1/payments/sandbox/pay/D7K2M9?t=signed',
    created_at: '2026-11-24T10:00:00Z',
    expires_at: '2026-11-24T10:30:00Z',
    paid_at: null,
    ...overrides,
  };
}

export function makePayoutOptions(overrides: Partial<PayoutOptions> = {}): PayoutOptions {
  return {
    currency: 'coin',
    withdrawable: '180.00',
    settling: '45.00',
    settle_hours: 72,
    min: '10.00',
    max_per_day: '50000.00',
    left_today: '50000.00',
    fee_percent: '2.50',
    accounts_max: 5,
    open_payout_id: null,
    ...overrides,
  };
}

export function makePayoutAccount(overrides: Partial<PayoutAccount> = {}): PayoutAccount {
  return {
    id: 'pa_card',
    kind: 'bank_card',
    holder_name: 'Li Lei',
    bank: 'ICBC',
    account: '**** 7894',
    created_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

export function makePayout(overrides: Partial<Payout> = {}): Payout {
  return {
    id: 'po_1',
    amount: '100.00',
    fee: '2.50',
    net: '97.50',
    status: 'requested',
    reason: '',
    account: { id: 'pa_card', kind: 'bank_card', name: 'Bank card **** 7894' },
    can_cancel: true,
    created_at: '2026-11-24T10:00:00Z',
    updated_at: '2026-11-24T10:00:00Z',
    paid_at: null,
    ...overrides,
  };
}

/** The billing API answering `table`, the menu and profile from the account API. */
export function walletApi(table: Record<string, RouteHandler>) {
  return billingRoutes(
    table,
    iamRoutes({
      'GET menu': () => ok(WALLET_MENU),
      'GET account/profile': () => ok(makeProfile()),
    }),
  );
}
