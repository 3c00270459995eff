import { defineMessages } from 'react-intl';

/** The page titles the page registry reads (they ship in the first bundle; see `../messages.ts`). */
export const accountPageTitles = defineMessages({
  wechatLink: { id: 'account.wechatLink.pageTitle', defaultMessage: 'Link WeChat' },
  account: { id: 'account.pageTitle', defaultMessage: 'Account' },
  username: { id: 'account.username.pageTitle', defaultMessage: 'Change user name' },
  password: { id: 'account.password.pageTitle', defaultMessage: 'Change password' },
});
