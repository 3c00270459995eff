import { defineMessage, defineMessages } from 'react-intl';

export const accountMessages = defineMessages({
  pageTitle: { id: 'account.pageTitle', defaultMessage: 'Account' },
  profileTitle: { id: 'account.profile.title', defaultMessage: 'Profile' },
  avatarAlt: defineMessage<{ name: string }>({
    id: 'account.profile.avatarAlt',
    defaultMessage: 'Avatar of {name}',
  }),
  name: { id: 'account.profile.name', defaultMessage: 'User name' },
  email: { id: 'account.profile.email', defaultMessage: 'E-mail' },
  phone: { id: 'account.profile.phone', defaultMessage: 'Phone number' },
  wechat: { id: 'account.profile.wechat', defaultMessage: 'WeChat' },
  password: { id: 'account.profile.password', defaultMessage: 'Password' },
  wechatBound: { id: 'account.profile.wechat.bound', defaultMessage: 'Bound' },
  wechatUnbound: { id: 'account.profile.wechat.unbound', defaultMessage: 'Not bound' },
  passwordSet: { id: 'account.profile.password.set', defaultMessage: 'Set' },
  passwordNotSet: { id: 'account.profile.password.notSet', defaultMessage: 'Not set' },
  notProvided: { id: 'account.profile.notProvided', defaultMessage: 'Not provided' },
  loadError: {
    id: 'account.profile.loadError',
    defaultMessage: 'Your profile could not be loaded',
  },
  retry: { id: 'account.profile.retry', defaultMessage: 'Try again' },
});
