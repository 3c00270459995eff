import { defineMessage, defineMessages } from 'react-intl';

import { accountPageTitles } from './pages/messages';

export const accountMessages = defineMessages({
  pageTitle: accountPageTitles.account,
  profileTitle: { id: 'account.profile.title', defaultMessage: 'Profile' },
  avatarAlt: defineMessage<{ name: string }>({
    id: 'account.profile.avatarAlt',
    defaultMessage: 'Avatar of {name}',
  }),
  name: { id: 'account.profile.name', defaultMessage: 'User name' },
  editName: { id: 'account.profile.name.edit', defaultMessage: 'Edit' },
  password: { id: 'account.profile.password', defaultMessage: 'Password' },
  passwordSet: { id: 'account.profile.password.set', defaultMessage: 'Set' },
  passwordNotSet: { id: 'account.profile.password.notSet', defaultMessage: 'Not set' },
  changePassword: { id: 'account.profile.password.change', defaultMessage: 'Change' },
  setPassword: { id: 'account.profile.password.setAction', defaultMessage: 'Set a password' },
  loadError: {
    id: 'account.profile.loadError',
    defaultMessage: 'Your profile could not be loaded',
  },
  retry: { id: 'account.profile.retry', defaultMessage: 'Try again' },
  cancel: { id: 'account.action.cancel', defaultMessage: 'Cancel' },
  backToAccount: { id: 'account.action.backToAccount', defaultMessage: 'Back to account' },
});

export const avatarMessages = defineMessages({
  change: { id: 'account.avatar.change', defaultMessage: 'Change avatar' },
  formats: defineMessage<{ megabytes: number }>({
    id: 'account.avatar.formats',
    defaultMessage: 'JPG, PNG, WEBP or GIF, up to {megabytes} MB',
  }),
  cropTitle: { id: 'account.avatar.crop.title', defaultMessage: 'Crop your avatar' },
  cropHint: {
    id: 'account.avatar.crop.hint',
    defaultMessage: 'Drag the picture (or use the arrow keys) to move it; zoom with the slider.',
  },
  preview: { id: 'account.avatar.crop.preview', defaultMessage: 'Avatar preview' },
  zoom: { id: 'account.avatar.crop.zoom', defaultMessage: 'Zoom' },
  save: { id: 'account.avatar.save', defaultMessage: 'Save avatar' },
  loadFailed: {
    id: 'account.avatar.loadFailed',
    defaultMessage: 'This picture could not be opened. Choose another one.',
  },
  saved: { id: 'account.avatar.saved', defaultMessage: 'Avatar updated' },
});

export const signInMethodsMessages = defineMessages({
  title: { id: 'account.methods.title', defaultMessage: 'Sign-in methods' },
  email: { id: 'account.methods.email', defaultMessage: 'E-mail' },
  phone: { id: 'account.methods.phone', defaultMessage: 'Phone number' },
  wechat: { id: 'account.methods.wechat', defaultMessage: 'WeChat' },
  linked: { id: 'account.methods.linked', defaultMessage: 'Linked' },
  notLinked: { id: 'account.methods.notLinked', defaultMessage: 'Not linked' },
  verified: { id: 'account.methods.email.verified', defaultMessage: 'Verified' },
  notVerified: { id: 'account.methods.email.notVerified', defaultMessage: 'Not verified' },
  verify: { id: 'account.methods.email.verify', defaultMessage: 'Verify' },
  link: { id: 'account.methods.link', defaultMessage: 'Link' },
  unlink: { id: 'account.methods.unlink', defaultMessage: 'Unlink' },
  linkEmailTitle: {
    id: 'account.methods.email.linkTitle',
    defaultMessage: 'Link an e-mail address',
  },
  linkEmailSubmit: { id: 'account.methods.email.linkSubmit', defaultMessage: 'Link this address' },
  linkPhoneTitle: { id: 'account.methods.phone.linkTitle', defaultMessage: 'Link a phone number' },
  linkPhoneSubmit: { id: 'account.methods.phone.linkSubmit', defaultMessage: 'Link this number' },
  emailLinked: { id: 'account.methods.email.linked', defaultMessage: 'E-mail address linked' },
  phoneLinked: { id: 'account.methods.phone.linked', defaultMessage: 'Phone number linked' },
  wechatLinked: { id: 'account.methods.wechat.linked', defaultMessage: 'WeChat linked' },
  unlinkEmailTitle: {
    id: 'account.methods.email.unlinkTitle',
    defaultMessage: 'Unlink your e-mail address?',
  },
  unlinkPhoneTitle: {
    id: 'account.methods.phone.unlinkTitle',
    defaultMessage: 'Unlink your phone number?',
  },
  unlinkWechatTitle: { id: 'account.methods.wechat.unlinkTitle', defaultMessage: 'Unlink WeChat?' },
  unlinkContent: defineMessage<{ method: string }>({
    id: 'account.methods.unlinkContent',
    defaultMessage: 'You will no longer be able to sign in with {method}.',
  }),
  emailUnlinked: {
    id: 'account.methods.email.unlinked',
    defaultMessage: 'E-mail address unlinked',
  },
  phoneUnlinked: { id: 'account.methods.phone.unlinked', defaultMessage: 'Phone number unlinked' },
  wechatUnlinked: { id: 'account.methods.wechat.unlinked', defaultMessage: 'WeChat unlinked' },
});

export const setPasswordMessages = defineMessages({
  title: { id: 'account.setPassword.title', defaultMessage: 'Set a password' },
  intro: {
    id: 'account.setPassword.intro',
    defaultMessage:
      'Your account has no password yet. With one, you can also sign in with your e-mail, phone number or user name and the password.',
  },
  passwordLabel: { id: 'account.setPassword.password.label', defaultMessage: 'Password' },
  confirmLabel: { id: 'account.setPassword.confirm.label', defaultMessage: 'Confirm password' },
  submit: { id: 'account.setPassword.submit', defaultMessage: 'Set password' },
  done: { id: 'account.setPassword.done', defaultMessage: 'Password set' },
});

export const usernameMessages = defineMessages({
  pageTitle: accountPageTitles.username,
  label: { id: 'account.username.label', defaultMessage: 'User name' },
  submit: { id: 'account.username.submit', defaultMessage: 'Save' },
  done: { id: 'account.username.done', defaultMessage: 'User name changed' },
});

export const passwordMessages = defineMessages({
  pageTitle: accountPageTitles.password,
  currentLabel: { id: 'account.password.current.label', defaultMessage: 'Current password' },
  currentRequired: {
    id: 'account.password.current.required',
    defaultMessage: 'Enter your current password',
  },
  newLabel: { id: 'account.password.new.label', defaultMessage: 'New password' },
  confirmLabel: { id: 'account.password.confirm.label', defaultMessage: 'Confirm new password' },
  submit: { id: 'account.password.submit', defaultMessage: 'Change password' },
  done: {
    id: 'account.password.done',
    defaultMessage: 'Password changed. Your other sessions were signed out.',
  },
});

export const deleteAccountMessages = defineMessages({
  title: { id: 'account.delete.title', defaultMessage: 'Delete account' },
  description: {
    id: 'account.delete.description',
    defaultMessage:
      'Deleting your account removes your profile and every way to sign in. It cannot be undone.',
  },
  start: { id: 'account.delete.start', defaultMessage: 'Delete account' },
  blockedTitle: {
    id: 'account.delete.blocked.title',
    defaultMessage: 'Your account cannot be deleted yet',
  },
  blockedIntro: {
    id: 'account.delete.blocked.intro',
    defaultMessage: 'Take care of these first, then try again:',
  },
  confirmTitle: { id: 'account.delete.confirm.title', defaultMessage: 'Delete your account?' },
  confirmIntro: defineMessage<{ name: string }>({
    id: 'account.delete.confirm.intro',
    defaultMessage: 'This cannot be undone. To confirm, type your user name ({name}) below.',
  }),
  confirmLabel: { id: 'account.delete.confirm.label', defaultMessage: 'Your user name' },
  confirm: { id: 'account.delete.confirm.submit', defaultMessage: 'Delete my account' },
  close: { id: 'account.delete.close', defaultMessage: 'Close' },
  openWallet: { id: 'account.delete.openWallet', defaultMessage: 'Open the wallet' },
  forfeit: defineMessage<{ amount: string }>({
    id: 'account.delete.forfeit',
    defaultMessage: 'I give up my {amount} coins',
  }),
  continue: { id: 'account.delete.continue', defaultMessage: 'Continue' },
  done: { id: 'account.delete.done', defaultMessage: 'Your account was deleted' },
});

export const wechatLinkMessages = defineMessages({
  pageTitle: accountPageTitles.wechatLink,
  linking: { id: 'account.wechatLink.linking', defaultMessage: 'Linking your WeChat account…' },
  loading: { id: 'account.wechatLink.loading', defaultMessage: 'Loading your account…' },
  confirmTitle: { id: 'account.wechatLink.confirm.title', defaultMessage: 'Link WeChat?' },
  confirmText: defineMessage<{ account: string }>({
    id: 'account.wechatLink.confirm.text',
    defaultMessage: 'Link this WeChat account to {account}? You can then sign in with it.',
  }),
  confirm: { id: 'account.wechatLink.confirm', defaultMessage: 'Link WeChat' },
  cancel: { id: 'account.wechatLink.cancel', defaultMessage: 'Cancel' },
  failedTitle: {
    id: 'account.wechatLink.failed.title',
    defaultMessage: 'WeChat could not be linked',
  },
  incomplete: {
    id: 'account.wechatLink.incomplete',
    defaultMessage: 'WeChat did not send back a code. Try linking again from your account page.',
  },
});

export const reauthMessages = defineMessages({
  title: { id: 'account.reauth.title', defaultMessage: "Confirm it's you" },
  passwordIntro: {
    id: 'account.reauth.password.intro',
    defaultMessage: 'For your security, enter your password to continue.',
  },
  codeIntro: {
    id: 'account.reauth.code.intro',
    defaultMessage:
      'For your security, confirm with a code sent to your phone or verified e-mail address.',
  },
  passwordLabel: { id: 'account.reauth.password.label', defaultMessage: 'Password' },
  passwordRequired: {
    id: 'account.reauth.password.required',
    defaultMessage: 'Enter your password',
  },
  submit: { id: 'account.reauth.submit', defaultMessage: 'Confirm' },
});

/** The card leading to the terms, the privacy policy and the guide. */
export const legalCardMessages = defineMessages({
  description: {
    id: 'account.legal.description',
    defaultMessage:
      'What you agreed to when you signed up, what we keep about you and for how long, and how to use the service.',
  },
});

export const deliveryMessages = defineMessages({
  title: { id: 'account.delivery.title', defaultMessage: 'Notices about money' },
  label: {
    id: 'account.delivery.label',
    defaultMessage: 'Also send them by e-mail (or SMS when I have only a phone)',
  },
  description: {
    id: 'account.delivery.description',
    defaultMessage:
      'A low balance, a rental ended for lack of funds, a cloud machine stopped unpaid, a withdrawal paid, rejected or failed, a dispute opened or resolved. They always show in the app.',
  },
  saved: { id: 'account.delivery.saved', defaultMessage: 'Saved' },
  loadError: {
    id: 'account.delivery.loadError',
    defaultMessage: 'This choice could not be loaded',
  },
});
