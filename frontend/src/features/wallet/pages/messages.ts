import { defineMessages } from 'react-intl';

/** The page titles, each named by its id in its page's entry of the page table (`src/config/pages.json`). */
export const walletPageTitles = defineMessages({
  wallet: { id: 'wallet.pageTitle', defaultMessage: 'Wallet' },
  transactions: { id: 'wallet.transactions.pageTitle', defaultMessage: 'Transactions' },
  pay: { id: 'wallet.pay.pageTitle', defaultMessage: 'Deposit' },
  withdraw: { id: 'wallet.withdraw.pageTitle', defaultMessage: 'Withdraw' },
});
