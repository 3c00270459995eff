import { defineMessage, defineMessages } from 'react-intl';

import { walletPageTitles } from './pages/messages';

type AmountValues = { amount: string };

/** `/wallet`: the balance card, the low-balance notice, the latest transactions. */
export const walletMessages = defineMessages({
  pageTitle: walletPageTitles.wallet,
  coins: defineMessage<AmountValues>({ id: 'wallet.coins', defaultMessage: '{amount} coins' }),
  unit: { id: 'wallet.unit', defaultMessage: 'coins' },
  available: { id: 'wallet.balance.available', defaultMessage: 'Available' },
  reserved: { id: 'wallet.balance.reserved', defaultMessage: 'Reserved' },
  reservedHelp: {
    id: 'wallet.balance.reservedHelp',
    defaultMessage: 'Held for rentals and withdrawals under way',
  },
  balance: { id: 'wallet.balance.balance', defaultMessage: 'Balance' },
  debt: { id: 'wallet.balance.debt', defaultMessage: 'Debt' },
  debtNote: defineMessage<AmountValues>({
    id: 'wallet.balance.debtNote',
    defaultMessage: 'You owe {amount} coins. Deposit to settle the debt.',
  }),
  deposit: { id: 'wallet.deposit', defaultMessage: 'Deposit' },
  withdraw: { id: 'wallet.withdraw', defaultMessage: 'Withdraw' },
  loadError: { id: 'wallet.loadError', defaultMessage: 'Your wallet could not be loaded' },
  latest: { id: 'wallet.latest.title', defaultMessage: 'Latest transactions' },
  allTransactions: { id: 'wallet.latest.all', defaultMessage: 'All transactions' },
  emptyTitle: { id: 'wallet.empty.title', defaultMessage: 'Your wallet is ready' },
  emptyText: {
    id: 'wallet.empty.text',
    defaultMessage:
      'Deposit coins to rent apps and computing power. Your balance history and transactions show here.',
  },
  emptyAction: { id: 'wallet.empty.action', defaultMessage: 'Make your first deposit' },
});

export const thresholdMessages = defineMessages({
  title: { id: 'wallet.threshold.title', defaultMessage: 'Low-balance notice' },
  enabled: {
    id: 'wallet.threshold.enabled',
    defaultMessage: 'Notify me when my available coins run low',
  },
  label: { id: 'wallet.threshold.label', defaultMessage: 'Notify below' },
  save: { id: 'wallet.threshold.save', defaultMessage: 'Save' },
  saved: { id: 'wallet.threshold.saved', defaultMessage: 'Low-balance notice saved' },
});

/** Checks of a typed amount, shared by the deposit form and the low-balance notice. */
export const amountMessages = defineMessages({
  invalid: {
    id: 'wallet.amount.invalid',
    defaultMessage: 'Enter a number of coins with at most 2 decimals',
  },
  range: defineMessage<{ min: string; max: string }>({
    id: 'wallet.amount.range',
    defaultMessage: 'Enter between {min} and {max} coins',
  }),
});

export const chartMessages = defineMessages({
  balanceTitle: defineMessage<{ days: number }>({
    id: 'wallet.chart.balance.title',
    defaultMessage: 'Balance, last {days} days',
  }),
  balanceSummary: defineMessage<{ from: string; to: string }>({
    id: 'wallet.chart.balance.summary',
    defaultMessage: 'From {from} to {to} coins.',
  }),
  spendingTitle: defineMessage<{ days: number }>({
    id: 'wallet.chart.spending.title',
    defaultMessage: 'Spending by type, last {days} days',
  }),
  noSpending: { id: 'wallet.chart.spending.none', defaultMessage: 'Nothing spent in this period' },
  date: { id: 'wallet.chart.date', defaultMessage: 'Date' },
  balance: { id: 'wallet.chart.balance', defaultMessage: 'Balance' },
  type: { id: 'wallet.chart.type', defaultMessage: 'Type' },
  income: { id: 'wallet.chart.income', defaultMessage: 'Income' },
  spending: { id: 'wallet.chart.spending', defaultMessage: 'Spending' },
  loadError: { id: 'wallet.chart.loadError', defaultMessage: 'The charts could not be loaded' },
  /** What a day or a bar says on hover. */
  point: defineMessage<{ label: string; name: string; value: string }>({
    id: 'wallet.chart.point',
    defaultMessage: '{label} · {name}: {value}',
  }),
});

export const transactionMessages = defineMessages({
  pageTitle: walletPageTitles.transactions,
  time: { id: 'wallet.transactions.time', defaultMessage: 'Time' },
  type: { id: 'wallet.transactions.type', defaultMessage: 'Type' },
  amount: { id: 'wallet.transactions.amount', defaultMessage: 'Amount' },
  balanceAfter: { id: 'wallet.transactions.balanceAfter', defaultMessage: 'Balance after' },
  description: { id: 'wallet.transactions.description', defaultMessage: 'Description' },
  rentalPurpose: defineMessage<{ title: string; party: string }>({
    id: 'wallet.transactions.rental',
    defaultMessage: '{title}, with {party}',
  }),
  rentalOnly: defineMessage<{ id: string }>({
    id: 'wallet.transactions.rentalOnly',
    defaultMessage: 'Rental #{id} only',
  }),
  allMovements: { id: 'wallet.transactions.allMovements', defaultMessage: 'Show every movement' },
  rentalLink: defineMessage<{ id: string }>({
    id: 'wallet.transactions.rentalLink',
    defaultMessage: 'Rental #{id}',
  }),
  company: defineMessage<{ id: string }>({
    id: 'wallet.transactions.company',
    defaultMessage: 'Company {id}',
  }),
  typeFilter: { id: 'wallet.transactions.typeFilter', defaultMessage: 'All types' },
  dateRange: { id: 'wallet.transactions.dateRange', defaultMessage: 'Dates' },
  dateFrom: { id: 'wallet.transactions.dateFrom', defaultMessage: 'From date' },
  dateTo: { id: 'wallet.transactions.dateTo', defaultMessage: 'To date' },
  export: { id: 'wallet.transactions.export', defaultMessage: 'Export CSV' },
  exportFailed: defineMessage<{ reason: string }>({
    id: 'wallet.transactions.exportFailed',
    defaultMessage: 'The export failed: {reason}',
  }),
  empty: { id: 'wallet.transactions.empty', defaultMessage: 'No transactions yet' },
  noMatch: {
    id: 'wallet.transactions.noMatch',
    defaultMessage: 'No transactions match these filters',
  },
  loadError: {
    id: 'wallet.transactions.loadError',
    defaultMessage: 'The transactions could not be loaded',
  },
  total: defineMessage<{ count: number }>({
    id: 'wallet.transactions.total',
    defaultMessage: '{count, plural, one {# transaction} other {# transactions}}',
  }),
});

export const transactionTypeMessages = defineMessages({
  deposit: { id: 'wallet.type.deposit', defaultMessage: 'Deposit' },
  deposit_reversal: { id: 'wallet.type.depositReversal', defaultMessage: 'Deposit reversed' },
  charge: { id: 'wallet.type.charge', defaultMessage: 'Charge' },
  income: { id: 'wallet.type.income', defaultMessage: 'Income' },
  fee: { id: 'wallet.type.fee', defaultMessage: 'Fee' },
  refund: { id: 'wallet.type.refund', defaultMessage: 'Refund' },
  adjustment: { id: 'wallet.type.adjustment', defaultMessage: 'Adjustment' },
  forfeit: { id: 'wallet.type.forfeit', defaultMessage: 'Given up' },
  payout: { id: 'wallet.type.payout', defaultMessage: 'Withdrawal' },
});

export const payMessages = defineMessages({
  pageTitle: walletPageTitles.pay,
  amount: { id: 'wallet.pay.amount', defaultMessage: 'Amount' },
  custom: { id: 'wallet.pay.custom', defaultMessage: 'Other amount' },
  customLabel: { id: 'wallet.pay.customLabel', defaultMessage: 'Coins to deposit' },
  bounds: defineMessage<{ min: string; max: string }>({
    id: 'wallet.pay.bounds',
    defaultMessage: 'From {min} to {max} coins, at most 2 decimals',
  }),
  amountRequired: { id: 'wallet.pay.amountRequired', defaultMessage: 'Choose or enter an amount' },
  method: { id: 'wallet.pay.method', defaultMessage: 'Payment method' },
  methodRequired: { id: 'wallet.pay.methodRequired', defaultMessage: 'Choose a payment method' },
  next: { id: 'wallet.pay.next', defaultMessage: 'Continue' },
  confirmTitle: { id: 'wallet.pay.confirmTitle', defaultMessage: 'Confirm your deposit' },
  confirmText: {
    id: 'wallet.pay.confirmText',
    defaultMessage: 'The payment page opens next; once you have paid, you come back here.',
  },
  back: { id: 'wallet.pay.back', defaultMessage: 'Back' },
  pay: { id: 'wallet.pay.submit', defaultMessage: 'Pay now' },
  optionsError: {
    id: 'wallet.pay.optionsError',
    defaultMessage: 'The deposit options could not be loaded',
  },
});

export const depositMessages = defineMessages({
  loadError: { id: 'wallet.deposit.loadError', defaultMessage: 'This deposit could not be loaded' },
  pendingTitle: { id: 'wallet.deposit.pending.title', defaultMessage: 'Waiting for your payment' },
  pendingText: defineMessage<{ amount: string; time: Date }>({
    id: 'wallet.deposit.pending.text',
    defaultMessage:
      '{amount} coins are credited as soon as the payment arrives; this page follows it. Pay before {time, time, short} on {time, date, medium}.',
  }),
  continuePay: { id: 'wallet.deposit.pending.pay', defaultMessage: 'Go to the payment page' },
  paidTitle: defineMessage<AmountValues>({
    id: 'wallet.deposit.paid.title',
    defaultMessage: '{amount} coins added',
  }),
  paidText: defineMessage<{ balance: string }>({
    id: 'wallet.deposit.paid.text',
    defaultMessage: 'Your balance is now {balance} coins.',
  }),
  toWallet: { id: 'wallet.deposit.toWallet', defaultMessage: 'Go to the wallet' },
  goBack: { id: 'wallet.deposit.goBack', defaultMessage: 'Back to where you were' },
  toTransactions: { id: 'wallet.deposit.toTransactions', defaultMessage: 'See transactions' },
  failedTitle: { id: 'wallet.deposit.failed.title', defaultMessage: 'The payment failed' },
  failedText: {
    id: 'wallet.deposit.failed.text',
    defaultMessage: 'The payment was declined, so no coins were added. You can try again.',
  },
  expiredTitle: { id: 'wallet.deposit.expired.title', defaultMessage: 'The payment expired' },
  expiredText: {
    id: 'wallet.deposit.expired.text',
    defaultMessage: 'It was not paid in time, so no coins were added. Start a new deposit.',
  },
  reviewTitle: {
    id: 'wallet.deposit.review.title',
    defaultMessage: 'Your payment is being checked',
  },
  reviewText: {
    id: 'wallet.deposit.review.text',
    defaultMessage:
      'The amount paid did not match the deposit. Our staff checks it and credits your coins once it is cleared.',
  },
  tryAgain: { id: 'wallet.deposit.tryAgain', defaultMessage: 'Try again' },
});
