import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useSession } from '@/api/session';
import type { Page, PageQuery } from '@/api/types';
import { pollWhile } from '@/lib/query';
import { useLiveRead } from '@/stream';

import { fetchDeposit, fetchDepositOptions, type TransactionQuery } from './api';
import { fetchPayoutAccounts, fetchPayoutOptions, fetchPayouts } from './payoutApi';
import { CHART_DAYS, summaryRead, transactionsRead, walletKeys, walletRead } from './queries';
import type {
  Deposit,
  DepositOptions,
  Payout,
  PayoutAccount,
  PayoutOptions,
  Transaction,
  Wallet,
  WalletSummary,
} from './types';

export const PAGE_SIZE = 20;
/** How often a pending deposit is read again (the `wallet` topic also says when it moved). */
export const DEPOSIT_POLL_MS = 2_000;

/** Options every wallet read shares: signed in, and read again on the `wallet` topic. */
function useWalletRead() {
  const session = useSession();
  return { enabled: session !== null, ...useLiveRead() };
}

export function useWallet(): UseQueryResult<Wallet> {
  return useQuery({ ...useWalletRead(), ...walletRead() });
}

export function useTransactions(query: TransactionQuery): UseQueryResult<Page<Transaction>> {
  return useQuery({ ...useWalletRead(), ...transactionsRead(query) });
}

export function useSummary(days: number = CHART_DAYS): UseQueryResult<WalletSummary> {
  return useQuery({ ...useWalletRead(), ...summaryRead(days) });
}

export function useDepositOptions(): UseQueryResult<DepositOptions> {
  const session = useSession();
  return useQuery({
    queryKey: walletKeys.depositOptions(),
    queryFn: fetchDepositOptions,
    enabled: session !== null,
  });
}

export function usePayoutAccounts(): UseQueryResult<PayoutAccount[]> {
  return useQuery({
    ...useWalletRead(),
    queryKey: walletKeys.payoutAccounts(),
    queryFn: fetchPayoutAccounts,
  });
}

export function usePayoutOptions(): UseQueryResult<PayoutOptions> {
  return useQuery({
    ...useWalletRead(),
    queryKey: walletKeys.payoutOptions(),
    queryFn: fetchPayoutOptions,
  });
}

export function usePayouts(query: PageQuery): UseQueryResult<Page<Payout>> {
  return useQuery({
    ...useWalletRead(),
    queryKey: walletKeys.payouts(query),
    queryFn: () => fetchPayouts(query),
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
