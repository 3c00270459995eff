import { defineMessages } from 'react-intl';

/** The page titles, each named by its id in its page's entry of the page table (`src/config/pages.json`). */
export const authPageTitles = defineMessages({
  signIn: { id: 'auth.signin.pageTitle', defaultMessage: 'Sign in' },
  signUp: { id: 'auth.signup.pageTitle', defaultMessage: 'Sign up' },
  wechatCallback: { id: 'auth.wechatCallback.pageTitle', defaultMessage: 'WeChat sign-in' },
  checkEmail: { id: 'auth.checkEmail.pageTitle', defaultMessage: 'Check your e-mail' },
  emailVerified: { id: 'auth.emailVerified.pageTitle', defaultMessage: 'E-mail verification' },
  forgotPassword: { id: 'auth.forgotPassword.pageTitle', defaultMessage: 'Forgot password' },
  resetPassword: { id: 'auth.resetPassword.pageTitle', defaultMessage: 'Reset password' },
  pcWeb: { id: 'auth.pcWeb.pageTitle', defaultMessage: 'Opening the desktop session' },
});
