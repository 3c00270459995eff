/**
 * The wallet's reads (key and call), shared by its hooks and by /wallet's prefetch, which
 * runs before the rest of the app's code has arrived: nothing heavier is imported here.
 */
import type { PageQuery } from '@/api/types';

import { fetchSummary, fetchTransactions, fetchWallet, type TransactionQuery } from './api';

/** The days `/wallet`'s charts cover. */
export const CHART_DAYS = 30;
/** The newest transactions `/wallet` shows. */
export const LATEST_TRANSACTIONS: TransactionQuery = { types: [], offset: 0, limit: 8 };

export const walletKeys = {
  all: ['wallet'] as const,
  wallet: () => ['wallet', 'wallet'] as const,
  transactions: (query: TransactionQuery) => ['wallet', 'transactions', query] as const,
  summary: (days: number) => ['wallet', 'summary', days] as const,
  depositOptions: () => ['wallet', 'depositOptions'] as const,
  deposit: (id: string) => ['wallet', 'deposit', id] as const,
  payoutAccounts: () => ['wallet', 'payoutAccounts'] as const,
  payoutOptions: () => ['wallet', 'payoutOptions'] as const,
  payouts: (query: PageQuery) => ['wallet', 'payouts', query] as const,
};

export const walletRead = () => ({ queryKey: walletKeys.wallet(), queryFn: fetchWallet });

export const transactionsRead = (query: TransactionQuery) => ({
  queryKey: walletKeys.transactions(query),
  queryFn: () => fetchTransactions(query),
});

export const summaryRead = (days: number) => ({
  queryKey: walletKeys.summary(days),
  queryFn: () => fetchSummary(days),
});
