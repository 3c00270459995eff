/**
 * Withdrawals: payout accounts, what may be withdrawn, the requests. Adding or removing an
 * account and every request need a recent re-authentication: the shared dialog asks for it
 * (`withReauth`) and the call is made again.
 */
import { API_PREFIX, api } from '@/api/client';
import type { Page, PageQuery } from '@/api/types';
import { withReauth } from '@/lib/reauth';

import type {
  Payout,
  PayoutAccount,
  PayoutAccountCreateRequest,
  PayoutCreateRequest,
  PayoutOptions,
} from './types';

const BILLING = API_PREFIX.billing;

export function fetchPayoutAccounts(): Promise<PayoutAccount[]> {
  return api.get<PayoutAccount[]>(`${BILLING}/payout-accounts`, { loading: false });
}

export function addPayoutAccount(body: PayoutAccountCreateRequest): Promise<PayoutAccount> {
  return withReauth(() => api.post<PayoutAccount>(`${BILLING}/payout-accounts`, body));
}

export function removePayoutAccount(id: string): Promise<null> {
  return withReauth(() => api.delete<null>(`${BILLING}/payout-accounts/${encodeURIComponent(id)}`));
}

export function fetchPayoutOptions(): Promise<PayoutOptions> {
  return api.get<PayoutOptions>(`${BILLING}/payouts/options`, { loading: false });
}

/** Newest first. */
export function fetchPayouts(query: PageQuery): Promise<Page<Payout>> {
  return api.get<Page<Payout>>(`${BILLING}/payouts`, { query: { ...query }, loading: false });
}

/** Reserves `amount` at once; staff review it, then it is sent. */
export function requestPayout(body: PayoutCreateRequest): Promise<Payout> {
  return withReauth(() => api.post<Payout>(`${BILLING}/payouts`, body));
}

export function cancelPayout(id: string): Promise<Payout> {
  return api.post<Payout>(`${BILLING}/payouts/${encodeURIComponent(id)}/cancel`);
}
