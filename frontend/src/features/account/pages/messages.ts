import { defineMessages } from 'react-intl';

/** The page titles, each named by its id in its page's entry of the page table (`src/config/pages.json`). */
export const accountPageTitles = defineMessages({
  wechatLink: { id: 'account.wechatLink.pageTitle', defaultMessage: 'Link WeChat' },
  account: { id: 'account.pageTitle', defaultMessage: 'Account' },
  username: { id: 'account.username.pageTitle', defaultMessage: 'Change user name' },
  password: { id: 'account.password.pageTitle', defaultMessage: 'Change password' },
});
