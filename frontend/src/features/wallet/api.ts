import { API_PREFIX, api } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { Page, PageQuery } from '@/api/types';

import type {
  Deposit,
  DepositCreateRequest,
  DepositOptions,
  Transaction,
  TransactionType,
  Wallet,
  WalletSummary,
  WalletUpdateRequest,
} from './types';

const BILLING = API_PREFIX.billing;

let timeZone: string | undefined;

/**
 * The browser's time zone: days and date filters are counted in it. Read once a page load
 * (making the formatter that tells it costs milliseconds on a phone).
 */
export function browserTimeZone(): string {
  timeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZone;
}

/** The list's filters (`YYYY-MM-DD` dates, inclusive, in the browser's time zone). */
export interface TransactionFilters {
  types: TransactionType[];
  dateFrom?: string;
  dateTo?: string;
  /** One purchase's movements only (`rental:<id>`). */
  reference?: string;
}

export interface TransactionQuery extends TransactionFilters, PageQuery {}

/** The filters as query parameters; `type` repeats, one per type. */
function filterParams({ types, dateFrom, dateTo, reference }: TransactionFilters): string {
  const params = new URLSearchParams();
  for (const type of types) params.append('type', type);
  if (dateFrom) params.set('date_from', dateFrom);
  if (dateTo) params.set('date_to', dateTo);
  if (reference) params.set('reference', reference);
  params.set('tz', browserTimeZone());
  return params.toString();
}

// Pages render their own loading states, so reads do not count for the global overlay.

export function fetchWallet(): Promise<Wallet> {
  return api.get<Wallet>(`${BILLING}/wallet`, { loading: false });
}

export function updateWallet(body: WalletUpdateRequest): Promise<Wallet> {
  return api.patch<Wallet>(`${BILLING}/wallet`, body);
}

/** Newest first. */
export function fetchTransactions({
  offset,
  limit,
  ...filters
}: TransactionQuery): Promise<Page<Transaction>> {
  return api.get<Page<Transaction>>(`${BILLING}/transactions?${filterParams(filters)}`, {
    query: { offset, limit },
    loading: false,
  });
}

/**
 * Every transaction the filters match as a CSV file, fetched with the session's token (a plain
 * link would go without it); a refusal rejects with its `ApiError`.
 */
export async function exportTransactions(filters: TransactionFilters): Promise<Blob> {
  const response = await api.openStream(`${BILLING}/transactions/export?${filterParams(filters)}`, {
    headers: { Accept: 'text/csv' },
  });
  if (response.ok) return response.blob();
  const envelope = (await response.json().catch(() => null)) as {
    msg?: string;
    error?: string;
    data?: unknown;
  } | null;
  throw new ApiError({
    code: response.status,
    msg: envelope?.msg ?? response.statusText,
    error: envelope?.error ?? 'error',
    data: envelope?.data ?? null,
  });
}

/** The last `days` days (today included) for the charts, counted in the browser's time zone. */
export function fetchSummary(days: number): Promise<WalletSummary> {
  return api.get<WalletSummary>(`${BILLING}/wallet/summary`, {
    query: { days, tz: browserTimeZone() },
    loading: false,
  });
}

export function fetchDepositOptions(): Promise<DepositOptions> {
  return api.get<DepositOptions>(`${BILLING}/deposits/options`, { loading: false });
}

/** A pending deposit; its `pay_url` is where the browser goes to pay. */
export function createDeposit(body: DepositCreateRequest): Promise<Deposit> {
  return api.post<Deposit>(`${BILLING}/deposits`, body);
}

export function fetchDeposit(id: string): Promise<Deposit> {
  return api.get<Deposit>(`${BILLING}/deposits/${encodeURIComponent(id)}`, { loading: false });
}
