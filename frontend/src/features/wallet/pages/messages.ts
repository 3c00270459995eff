import { defineMessages } from 'react-intl';

/** The page titles the page registry reads (they ship in the first bundle; see `../messages.ts`). */
export const walletPageTitles = defineMessages({
  wallet: { id: 'wallet.pageTitle', defaultMessage: 'Wallet' },
  transactions: { id: 'wallet.transactions.pageTitle', defaultMessage: 'Transactions' },
  pay: { id: 'wallet.pay.pageTitle', defaultMessage: 'Deposit' },
});
