/** The wallet's shapes (generated from the API schema, see `@/api/types`). */
export type {
  Deposit,
  DepositCreateRequest,
  DepositMethod,
  DepositOptions,
  DepositStatus,
  Payout,
  PayoutAccount,
  PayoutAccountCreateRequest,
  PayoutAccountKind,
  PayoutCreateRequest,
  PayoutOptions,
  PayoutStatus,
  SummaryDay,
  Transaction,
  TransactionPurpose,
  TransactionType,
  Wallet,
  WalletSummary,
  WalletUpdateRequest,
} from '@/api/types';

/** An amount of coins: a decimal string with two decimals (`"100.00"`, `"-12.50"`). */
export type Amount = string;
