import { useIntl } from 'react-intl';

import { CodeForm } from '@/components/form/CodeForm';

import { loginWithSmsCode, sendLoginSmsCode } from '../api';
import { useCompleteSignIn } from '../hooks';
import { signInMessages as m } from '../signInMessages';
import styles from './hint.module.css';

/** The "SMS code" tab: phone number, code, sign in (creating the account on first use). */
export function SmsSignInForm() {
  const intl = useIntl();
  const completeSignIn = useCompleteSignIn();
  return (
    <>
      <CodeForm
        name="sms-signin"
        channel="phone"
        autoFocus
        send={(phone) => sendLoginSmsCode({ phone })}
        verify={async (phone, code) => completeSignIn(await loginWithSmsCode({ phone, code }))}
        submitLabel={intl.formatMessage(m.submit)}
      />
      <div className={styles.hint} style={{ marginTop: 12 }}>
        {intl.formatMessage(m.smsHint)}
      </div>
    </>
  );
}
