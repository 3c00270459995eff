import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useSession } from '@/api/session';
import type { Page } from '@/api/types';
import { pollWhile } from '@/lib/query';
import { useLiveRead } from '@/stream';

import {
  fetchDeposit,
  fetchDepositOptions,
  fetchSummary,
  fetchTransactions,
  fetchWallet,
  type TransactionQuery,
} from './api';
import type { Deposit, DepositOptions, Transaction, Wallet, WalletSummary } from './types';

export const PAGE_SIZE = 20;
/** How many of the newest transactions `/wallet` shows. */
export const LATEST_COUNT = 8;
export const CHART_DAYS = 30;
/** How often a pending deposit is read again (the `wallet` topic also says when it moved). */
export const DEPOSIT_POLL_MS = 2_000;

export const walletKeys = {
  all: ['wallet'] as const,
  wallet: () => ['wallet', 'wallet'] as const,
  transactions: (query: TransactionQuery) => ['wallet', 'transactions', query] as const,
  summary: (days: number) => ['wallet', 'summary', days] as const,
  depositOptions: () => ['wallet', 'depositOptions'] as const,
  deposit: (id: string) => ['wallet', 'deposit', id] as const,
};

/** Options every wallet read shares: signed in, and read again on the `wallet` topic. */
function useWalletRead() {
  const session = useSession();
  return { enabled: session !== null, ...useLiveRead() };
}

export function useWallet(): UseQueryResult<Wallet> {
  return useQuery({ ...useWalletRead(), queryKey: walletKeys.wallet(), queryFn: fetchWallet });
}

export function useTransactions(query: TransactionQuery): UseQueryResult<Page<Transaction>> {
  return useQuery({
    ...useWalletRead(),
    queryKey: walletKeys.transactions(query),
    queryFn: () => fetchTransactions(query),
  });
}

export function useSummary(days: number = CHART_DAYS): UseQueryResult<WalletSummary> {
  return useQuery({
    ...useWalletRead(),
    queryKey: walletKeys.summary(days),
    queryFn: () => fetchSummary(days),
  });
}

export function useDepositOptions(): UseQueryResult<DepositOptions> {
  const session = useSession();
  return useQuery({
    queryKey: walletKeys.depositOptions(),
    queryFn: fetchDepositOptions,
    enabled: session !== null,
  });
}

const isPending = (deposit: Deposit | undefined, error: unknown) =>
  !error && (deposit === undefined || deposit.status === 'pending');

/** A deposit, read again every `DEPOSIT_POLL_MS` while it is pending. */
export function useDeposit(id: string): UseQueryResult<Deposit> {
  return useQuery({
    ...useWalletRead(),
    ...pollWhile(DEPOSIT_POLL_MS, isPending),
    queryKey: walletKeys.deposit(id),
    queryFn: () => fetchDeposit(id),
  });
}

/** Puts the wallet a write answered into the cache, so the page shows it without a new read. */
export function useStoreWallet(): (wallet: Wallet) => void {
  const client = useQueryClient();
  return useCallback(
    (wallet: Wallet) => client.setQueryData(walletKeys.wallet(), wallet),
    [client],
  );
}
