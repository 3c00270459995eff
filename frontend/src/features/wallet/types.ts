/**
 * The wallet's wire shapes, written to the agreed API contract until the generated schema
 * has them. Amounts are strings with exactly two decimals (`"100.00"`, `"-12.50"`).
 */
export type Amount = string;

export interface Wallet {
  balance: Amount;
  available: Amount;
  reserved: Amount;
  debt: Amount;
  currency: string;
  /** null: the low-balance notice is off. */
  low_balance_threshold: Amount | null;
}

export interface WalletUpdateRequest {
  low_balance_threshold: Amount | null;
}

export type TransactionType =
  | 'deposit'
  | 'deposit_reversal'
  | 'charge'
  | 'income'
  | 'fee'
  | 'refund'
  | 'adjustment'
  | 'forfeit';

export interface Transaction {
  id: number | string;
  type: TransactionType;
  /** Signed: what it did to the balance. */
  amount: Amount;
  balance_after: Amount;
  reference: string;
  description: string;
  /** The company's public id when the movement was for a company the person owns. */
  company: string | null;
  created_at: string;
}

export interface SummaryDay {
  date: string;
  balance: Amount;
  income: Amount;
  spending: Amount;
}

export interface WalletSummary {
  currency: string;
  days: SummaryDay[];
  spending_by_type: { type: TransactionType; amount: Amount }[];
}

export interface DepositMethod {
  id: string;
  name: string;
}

export interface DepositOptions {
  currency: string;
  min: Amount;
  max: Amount;
  presets: Amount[];
  methods: DepositMethod[];
}

export type DepositStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'review';

export interface Deposit {
  id: string;
  amount: Amount;
  method: string;
  status: DepositStatus;
  pay_url: string;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
}

export interface DepositCreateRequest {
  amount: Amount;
  method: string;
}
