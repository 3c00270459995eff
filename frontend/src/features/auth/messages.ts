import { defineMessage, defineMessages, type MessageValue } from 'react-intl';

export const signInMessages = defineMessages({
  pageTitle: { id: 'auth.signin.pageTitle', defaultMessage: 'Sign in' },
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
});

export const signUpMessages = defineMessages({
  pageTitle: { id: 'auth.signup.pageTitle', defaultMessage: 'Sign up' },
  title: { id: 'auth.signup.title', defaultMessage: 'Create your account' },
  nameLabel: { id: 'auth.signup.name.label', defaultMessage: 'User name' },
  emailLabel: { id: 'auth.signup.email.label', defaultMessage: 'E-mail' },
  passwordLabel: { id: 'auth.signup.password.label', defaultMessage: 'Password' },
  passwordHint: defineMessage<{ min: number; max: number }>({
    id: 'auth.signup.password.hint',
    defaultMessage: '{min}-{max} characters with at least one letter and one digit',
  }),
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
