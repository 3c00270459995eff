import { defineMessage, defineMessages, type MessageValue } from 'react-intl';

import { authPageTitles } from './pages/messages';

export const signUpMessages = defineMessages({
  pageTitle: authPageTitles.signUp,
  title: { id: 'auth.signup.title', defaultMessage: 'Create your account' },
  nameLabel: { id: 'auth.signup.name.label', defaultMessage: 'User name' },
  emailLabel: { id: 'auth.signup.email.label', defaultMessage: 'E-mail' },
  passwordLabel: { id: 'auth.signup.password.label', defaultMessage: 'Password' },
  confirmLabel: { id: 'auth.signup.confirm.label', defaultMessage: 'Confirm password' },
  // `MessageValue` slots also accept React elements (the two links).
  agreement: defineMessage<{ terms: MessageValue; privacy: MessageValue }>({
    id: 'auth.signup.agreement',
    defaultMessage: 'I have read and agree to the {terms} and the {privacy}',
  }),
  terms: { id: 'auth.signup.terms', defaultMessage: 'Terms of Use' },
  privacy: { id: 'auth.signup.privacy', defaultMessage: 'Privacy Policy' },
  agreementRequired: {
    id: 'auth.signup.agreement.required',
    defaultMessage: 'Please accept the Terms of Use and the Privacy Policy',
  },
  submit: { id: 'auth.signup.submit', defaultMessage: 'Sign up' },
  haveAccount: { id: 'auth.signup.haveAccount', defaultMessage: 'Already have an account?' },
  toSignIn: { id: 'auth.signup.toSignIn', defaultMessage: 'Sign in' },
});

/** The verification link sent after sign-up: /check-email and "send it again". */
export const checkEmailMessages = defineMessages({
  pageTitle: authPageTitles.checkEmail,
  title: { id: 'auth.checkEmail.title', defaultMessage: 'Check your e-mail' },
  sentTo: defineMessage<{ email: MessageValue }>({
    id: 'auth.checkEmail.sentTo',
    defaultMessage: 'We sent a verification link to {email}. Open it to verify your address.',
  }),
  sent: {
    id: 'auth.checkEmail.sent',
    defaultMessage: 'We sent you a verification link. Open it to verify your address.',
  },
  notReceived: {
    id: 'auth.checkEmail.notReceived',
    defaultMessage: "Didn't get it? Check your spam folder, or send the link again.",
  },
  resend: { id: 'auth.checkEmail.resend', defaultMessage: 'Resend' },
  resent: { id: 'auth.checkEmail.resent', defaultMessage: 'We sent a new verification link' },
  continue: { id: 'auth.checkEmail.continue', defaultMessage: 'Continue' },
});

export const emailVerifiedMessages = defineMessages({
  pageTitle: authPageTitles.emailVerified,
  verifying: {
    id: 'auth.emailVerified.verifying',
    defaultMessage: 'Verifying your e-mail address…',
  },
  successTitle: {
    id: 'auth.emailVerified.success.title',
    defaultMessage: 'Your e-mail address is verified',
  },
  successDescription: defineMessage<{ email: string }>({
    id: 'auth.emailVerified.success.description',
    defaultMessage: '{email} is now verified.',
  }),
  failedTitle: {
    id: 'auth.emailVerified.failed.title',
    defaultMessage: 'This link cannot be used',
  },
  missingToken: {
    id: 'auth.emailVerified.missingToken',
    defaultMessage: 'The link is incomplete. Open it again from the e-mail, or get a new one.',
  },
  signInToResend: {
    id: 'auth.emailVerified.signInToResend',
    defaultMessage: 'Sign in to get a new link',
  },
  continue: { id: 'auth.emailVerified.continue', defaultMessage: 'Continue' },
  signInAsOwner: {
    id: 'auth.emailVerified.signInAsOwner',
    defaultMessage: 'Sign in as that account',
  },
});

export const wechatCallbackMessages = defineMessages({
  pageTitle: authPageTitles.wechatCallback,
  signingIn: { id: 'auth.wechatCallback.signingIn', defaultMessage: 'Signing you in with WeChat…' },
  failedTitle: { id: 'auth.wechatCallback.failed.title', defaultMessage: 'WeChat sign-in failed' },
  incomplete: {
    id: 'auth.wechatCallback.incomplete',
    defaultMessage: 'WeChat did not send back a sign-in code. Please try again.',
  },
  backToSignIn: { id: 'auth.wechatCallback.backToSignIn', defaultMessage: 'Back to sign-in' },
});

export const forgotPasswordMessages = defineMessages({
  pageTitle: authPageTitles.forgotPassword,
  title: { id: 'auth.forgotPassword.title', defaultMessage: 'Reset your password' },
  intro: {
    id: 'auth.forgotPassword.intro',
    defaultMessage:
      'Enter the e-mail address of your account and we will send you a link to reset your password.',
  },
  emailLabel: { id: 'auth.forgotPassword.email.label', defaultMessage: 'E-mail' },
  submit: { id: 'auth.forgotPassword.submit', defaultMessage: 'Send reset link' },
  sentTitle: { id: 'auth.forgotPassword.sent.title', defaultMessage: 'Check your e-mail' },
  sent: defineMessage<{ email: MessageValue }>({
    id: 'auth.forgotPassword.sent.description',
    defaultMessage: 'If an account uses {email}, we sent it a link to reset the password.',
  }),
  backToSignIn: { id: 'auth.forgotPassword.backToSignIn', defaultMessage: 'Back to sign-in' },
});

export const resetPasswordMessages = defineMessages({
  pageTitle: authPageTitles.resetPassword,
  title: { id: 'auth.resetPassword.title', defaultMessage: 'Choose a new password' },
  passwordLabel: { id: 'auth.resetPassword.password.label', defaultMessage: 'New password' },
  confirmLabel: {
    id: 'auth.resetPassword.confirm.label',
    defaultMessage: 'Confirm new password',
  },
  submit: { id: 'auth.resetPassword.submit', defaultMessage: 'Reset password' },
  done: {
    id: 'auth.resetPassword.done',
    defaultMessage: 'Your password was reset. Sign in with the new password.',
  },
  invalidTitle: {
    id: 'auth.resetPassword.invalid.title',
    defaultMessage: 'This link cannot be used',
  },
  missingToken: {
    id: 'auth.resetPassword.missingToken',
    defaultMessage: 'The link is incomplete. Open it again from the e-mail, or ask for a new one.',
  },
  expiredHint: {
    id: 'auth.resetPassword.expiredHint',
    defaultMessage: 'Link expired or already used?',
  },
  requestNew: { id: 'auth.resetPassword.requestNew', defaultMessage: 'Request a new link' },
});

export const pcWebMessages = defineMessages({
  pageTitle: authPageTitles.pcWeb,
  opening: { id: 'auth.pcWeb.opening', defaultMessage: 'Opening your session…' },
  failedTitle: { id: 'auth.pcWeb.failed.title', defaultMessage: 'The session could not be opened' },
  switchTitle: { id: 'auth.pcWeb.switch.title', defaultMessage: 'Switch accounts?' },
  switchText: defineMessage<{ from: string; to: string }>({
    id: 'auth.pcWeb.switch.text',
    defaultMessage: 'Switch from {from} to {to}? {from} will be signed out in this browser.',
  }),
  someoneElse: { id: 'auth.pcWeb.someoneElse', defaultMessage: 'another account' },
  switch: { id: 'auth.pcWeb.switch', defaultMessage: 'Switch' },
  stay: { id: 'auth.pcWeb.stay', defaultMessage: 'Stay signed in as before' },
  signIn: { id: 'auth.pcWeb.signIn', defaultMessage: 'Sign in' },
});
