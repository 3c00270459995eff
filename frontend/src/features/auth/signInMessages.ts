import { defineMessages } from 'react-intl';

import { authPageTitles } from './pages/messages';

// Apart from the other auth pages' texts (`messages.ts`): a module ships whole, so the
// sign-in page loads only these.
export const signInMessages = defineMessages({
  pageTitle: authPageTitles.signIn,
  title: { id: 'auth.signin.title', defaultMessage: 'Welcome back' },
  passwordTab: { id: 'auth.signin.tab.password', defaultMessage: 'Password' },
  accountLabel: { id: 'auth.signin.account.label', defaultMessage: 'Account' },
  accountPlaceholder: {
    id: 'auth.signin.account.placeholder',
    defaultMessage: 'E-mail, phone number or user name',
  },
  accountRequired: { id: 'auth.signin.account.required', defaultMessage: 'Enter your account' },
  passwordLabel: { id: 'auth.signin.password.label', defaultMessage: 'Password' },
  passwordRequired: { id: 'auth.signin.password.required', defaultMessage: 'Enter your password' },
  submit: { id: 'auth.signin.submit', defaultMessage: 'Sign in' },
  noAccount: { id: 'auth.signin.noAccount', defaultMessage: 'No account yet?' },
  toSignUp: { id: 'auth.signin.toSignUp', defaultMessage: 'Sign up' },
  forgotPassword: { id: 'auth.signin.forgotPassword', defaultMessage: 'Forgot password?' },
  smsTab: { id: 'auth.signin.tab.sms', defaultMessage: 'SMS code' },
  smsHint: {
    id: 'auth.signin.sms.hint',
    defaultMessage: 'New here? Your account is created the first time you sign in with your phone.',
  },
  emailTab: { id: 'auth.signin.tab.email', defaultMessage: 'E-mail code' },
  emailHint: {
    id: 'auth.signin.email.hint',
    defaultMessage: 'The code goes to your verified e-mail; an unverified one gets a reset link.',
  },
  codeRequired: {
    id: 'auth.signin.codeRequired',
    defaultMessage: 'Too many failed sign-ins on this account: sign in with a code instead.',
  },
  codeRequiredSms: { id: 'auth.signin.codeRequired.sms', defaultMessage: 'Use an SMS code' },
  codeRequiredReset: { id: 'auth.signin.codeRequired.reset', defaultMessage: 'Reset password' },
  wechatTab: { id: 'auth.signin.tab.wechat', defaultMessage: 'WeChat' },
  wechatIntro: {
    id: 'auth.signin.wechat.intro',
    defaultMessage: 'You will be taken to WeChat to confirm, then brought back here.',
  },
  wechatButton: { id: 'auth.signin.wechat.button', defaultMessage: 'Continue with WeChat' },
});

export const sessionEndMessages = defineMessages({
  sessionEnded: {
    id: 'auth.sessionEnd.sessionEnded',
    defaultMessage: 'Your session has ended. Please sign in again.',
  },
  companyAccessEnded: {
    id: 'auth.sessionEnd.companyAccessEnded',
    defaultMessage:
      'Your access to the company ended: you were removed or left, or the company was deleted or handed over. Sign in to continue with your own account.',
  },
});
