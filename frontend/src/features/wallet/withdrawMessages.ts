import { defineMessage, defineMessages } from 'react-intl';

import { walletPageTitles } from './pages/messages';

/** `/wallet/withdraw`: what may be withdrawn, the request form, the requests. */
export const withdrawMessages = defineMessages({
  pageTitle: walletPageTitles.withdraw,
  intro: {
    id: 'wallet.withdraw.intro',
    defaultMessage:
      'Take out what you earned from rentals and orders. Deposited coins are for spending and cannot be withdrawn.',
  },
  withdrawable: { id: 'wallet.withdraw.withdrawable', defaultMessage: 'Withdrawable now' },
  settling: { id: 'wallet.withdraw.settling', defaultMessage: 'Still settling' },
  settlingHelp: defineMessage<{ hours: number }>({
    id: 'wallet.withdraw.settlingHelp',
    defaultMessage: 'Income becomes withdrawable {hours} hours after it came in.',
  }),
  leftToday: { id: 'wallet.withdraw.leftToday', defaultMessage: 'Left of the daily limit' },
  optionsError: {
    id: 'wallet.withdraw.optionsError',
    defaultMessage: 'What you can withdraw could not be loaded',
  },
  formTitle: { id: 'wallet.withdraw.formTitle', defaultMessage: 'New withdrawal' },
  amount: { id: 'wallet.withdraw.amount', defaultMessage: 'Coins to withdraw' },
  bounds: defineMessage<{ min: string; max: string }>({
    id: 'wallet.withdraw.bounds',
    defaultMessage: 'From {min} to {max} coins',
  }),
  all: { id: 'wallet.withdraw.all', defaultMessage: 'All of it' },
  account: { id: 'wallet.withdraw.account', defaultMessage: 'To' },
  accountRequired: {
    id: 'wallet.withdraw.accountRequired',
    defaultMessage: 'Choose where the money goes',
  },
  receive: defineMessage<{ net: string; fee: string }>({
    id: 'wallet.withdraw.receive',
    defaultMessage: 'You receive {net} coins’ worth; the fee is {fee}.',
  }),
  submit: { id: 'wallet.withdraw.submit', defaultMessage: 'Withdraw' },
  confirmTitle: defineMessage<{ amount: string; account: string }>({
    id: 'wallet.withdraw.confirmTitle',
    defaultMessage: 'Withdraw {amount} coins to {account}?',
  }),
  confirmText: {
    id: 'wallet.withdraw.confirmText',
    defaultMessage:
      'The coins are reserved now. Staff review the request, then it is sent; you can cancel it until it is approved.',
  },
  cancel: { id: 'wallet.withdraw.cancel', defaultMessage: 'Cancel' },
  requested: { id: 'wallet.withdraw.requested', defaultMessage: 'Withdrawal requested' },
  openNote: {
    id: 'wallet.withdraw.openNote',
    defaultMessage: 'A withdrawal is under way. You can ask for the next one once it is settled.',
  },
  noAccountNote: {
    id: 'wallet.withdraw.noAccountNote',
    defaultMessage: 'Add a payout account first: where the money goes.',
  },
  belowMinNote: defineMessage<{ min: string }>({
    id: 'wallet.withdraw.belowMinNote',
    defaultMessage: 'You can withdraw once at least {min} coins of income have settled.',
  }),
});

export const payoutAccountMessages = defineMessages({
  title: { id: 'wallet.payoutAccounts.title', defaultMessage: 'Payout accounts' },
  empty: { id: 'wallet.payoutAccounts.empty', defaultMessage: 'No payout accounts yet' },
  loadError: {
    id: 'wallet.payoutAccounts.loadError',
    defaultMessage: 'Your payout accounts could not be loaded',
  },
  add: { id: 'wallet.payoutAccounts.add', defaultMessage: 'Add an account' },
  limit: defineMessage<{ max: number }>({
    id: 'wallet.payoutAccounts.limit',
    defaultMessage: 'You can keep up to {max} accounts.',
  }),
  addTitle: { id: 'wallet.payoutAccounts.addTitle', defaultMessage: 'Add a payout account' },
  kind: { id: 'wallet.payoutAccounts.kind', defaultMessage: 'Kind' },
  alipay: { id: 'wallet.payoutAccounts.alipay', defaultMessage: 'Alipay' },
  bankCard: { id: 'wallet.payoutAccounts.bankCard', defaultMessage: 'Bank card' },
  holderName: { id: 'wallet.payoutAccounts.holderName', defaultMessage: 'Holder’s name' },
  holderHelp: {
    id: 'wallet.payoutAccounts.holderHelp',
    defaultMessage: 'As the account has it; a transfer to another name is refused.',
  },
  holderRequired: {
    id: 'wallet.payoutAccounts.holderRequired',
    defaultMessage: 'Enter the holder’s name',
  },
  alipayAccount: {
    id: 'wallet.payoutAccounts.alipayAccount',
    defaultMessage: 'Alipay account (e-mail or phone)',
  },
  cardNumber: { id: 'wallet.payoutAccounts.cardNumber', defaultMessage: 'Card number' },
  accountRequired: {
    id: 'wallet.payoutAccounts.accountRequired',
    defaultMessage: 'Enter the account',
  },
  bank: { id: 'wallet.payoutAccounts.bank', defaultMessage: 'Bank' },
  bankRequired: { id: 'wallet.payoutAccounts.bankRequired', defaultMessage: 'Enter the bank' },
  save: { id: 'wallet.payoutAccounts.save', defaultMessage: 'Add' },
  added: { id: 'wallet.payoutAccounts.added', defaultMessage: 'Payout account added' },
  remove: { id: 'wallet.payoutAccounts.remove', defaultMessage: 'Remove' },
  removeTitle: defineMessage<{ account: string }>({
    id: 'wallet.payoutAccounts.removeTitle',
    defaultMessage: 'Remove {account}?',
  }),
  removeText: {
    id: 'wallet.payoutAccounts.removeText',
    defaultMessage: 'Withdrawals already made to it keep their record.',
  },
  removed: { id: 'wallet.payoutAccounts.removed', defaultMessage: 'Payout account removed' },
});

export const payoutListMessages = defineMessages({
  title: { id: 'wallet.payouts.title', defaultMessage: 'Your withdrawals' },
  empty: { id: 'wallet.payouts.empty', defaultMessage: 'No withdrawals yet' },
  loadError: {
    id: 'wallet.payouts.loadError',
    defaultMessage: 'Your withdrawals could not be loaded',
  },
  time: { id: 'wallet.payouts.time', defaultMessage: 'Requested' },
  amount: { id: 'wallet.payouts.amount', defaultMessage: 'Amount' },
  net: { id: 'wallet.payouts.net', defaultMessage: 'Paid out' },
  account: { id: 'wallet.payouts.account', defaultMessage: 'To' },
  status: { id: 'wallet.payouts.status', defaultMessage: 'Status' },
  actions: { id: 'wallet.payouts.actions', defaultMessage: 'Actions' },
  cancel: { id: 'wallet.payouts.cancel', defaultMessage: 'Cancel request' },
  cancelTitle: defineMessage<{ amount: string }>({
    id: 'wallet.payouts.cancelTitle',
    defaultMessage: 'Cancel the withdrawal of {amount} coins?',
  }),
  cancelText: {
    id: 'wallet.payouts.cancelText',
    defaultMessage: 'The coins go back to your available balance.',
  },
  keep: { id: 'wallet.payouts.keep', defaultMessage: 'Keep it' },
  cancelled: { id: 'wallet.payouts.cancelled', defaultMessage: 'Withdrawal cancelled' },
  total: defineMessage<{ count: number }>({
    id: 'wallet.payouts.total',
    defaultMessage: '{count, plural, one {# withdrawal} other {# withdrawals}}',
  }),
});

export const payoutStatusMessages = defineMessages({
  requested: { id: 'wallet.payoutStatus.requested', defaultMessage: 'Awaiting review' },
  approved: { id: 'wallet.payoutStatus.approved', defaultMessage: 'Being sent' },
  paid: { id: 'wallet.payoutStatus.paid', defaultMessage: 'Paid' },
  rejected: { id: 'wallet.payoutStatus.rejected', defaultMessage: 'Rejected' },
  cancelled: { id: 'wallet.payoutStatus.cancelled', defaultMessage: 'Cancelled' },
  failed: { id: 'wallet.payoutStatus.failed', defaultMessage: 'Failed' },
});
