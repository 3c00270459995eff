import { useIntl } from 'react-intl';

import type { CodeSent, Session } from '@/api/types';
import { CodeForm, type CodeChannel } from '@/components/form/CodeForm';

import { loginWithEmailCode, loginWithSmsCode, sendLoginEmailCode, sendLoginSmsCode } from '../api';
import { useCompleteSignIn } from '../hooks';
import { signInMessages as m } from '../signInMessages';
import styles from './hint.module.css';

const CHANNELS: Record<
  CodeChannel,
  {
    send: (target: string) => Promise<CodeSent>;
    verify: (target: string, code: string) => Promise<Session>;
    hint: (typeof m)[keyof typeof m];
  }
> = {
  // The first SMS sign-in with a number creates the account.
  phone: {
    send: (phone) => sendLoginSmsCode({ phone }),
    verify: (phone, code) => loginWithSmsCode({ phone, code }),
    hint: m.smsHint,
  },
  email: {
    send: (email) => sendLoginEmailCode({ email }),
    verify: (email, code) => loginWithEmailCode({ email, code }),
    hint: m.emailHint,
  },
};

/** The "SMS code" and "E-mail code" tabs: the address, the code, sign in. */
export function CodeSignInForm({ channel }: { channel: CodeChannel }) {
  const intl = useIntl();
  const completeSignIn = useCompleteSignIn();
  const { send, verify, hint } = CHANNELS[channel];
  return (
    <>
      <CodeForm
        name={`${channel}-signin`}
        channel={channel}
        autoFocus
        send={send}
        verify={async (target, code) => completeSignIn(await verify(target, code))}
        submitLabel={intl.formatMessage(m.submit)}
      />
      <div className={styles.hint} style={{ marginTop: 12 }}>
        {intl.formatMessage(hint)}
      </div>
    </>
  );
}
