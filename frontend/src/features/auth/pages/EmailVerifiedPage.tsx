import { Button, Flex, Result } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';

import { errorText } from '@/api/errorText';
import { sessionStore, useSession } from '@/api/session';
import { useRequestOnce } from '@/api/useRequestOnce';
import { CHECK_EMAIL_PATH, signInRedirect } from '@/config/paths';
import { PendingState } from '@/components/PendingState';
import { Heading } from '@/components/Heading';
import { endSession } from '@/lib/auth';
import { useInvalidateTopics } from '@/api/topics';
import { decodeJwtPayload } from '@/utils/jwt';

import { verifyEmail } from '../api';
import { ResendVerificationButton } from '../components/ResendVerificationButton';
import { useContinue } from '../hooks';
import { emailVerifiedMessages as m } from '../messages';

/** /email-verified?token=…: the verification link of the e-mail sent at sign-up. */
export default function EmailVerifiedPage() {
  const intl = useIntl();
  const token = useSearchParams()[0].get('token');
  return token ? (
    <VerifyEmail token={token} />
  ) : (
    <VerificationFailed reason={intl.formatMessage(m.missingToken)} />
  );
}

function VerifyEmail({ token }: { token: string }) {
  const onContinue = useContinue();
  const invalidate = useInvalidateTopics();
  const result = useRequestOnce(async () => {
    const verified = await verifyEmail({ token });
    // A first verification ends every session of the account (pre-hijacking): sign in again,
    // when this browser is signed in as that account (not when helping someone else verify).
    if (verified.sessions_ended && signedInAs(verified.account)) endSession();
    else invalidate('account'); // `email_verified` changed
    return verified;
  });

  switch (result.status) {
    case 'pending':
      return (
        <PendingState>
          <FormattedMessage {...m.verifying} />
        </PendingState>
      );
    case 'error':
      return <VerificationFailed reason={errorText(result.error)} />;
    case 'success':
      return (
        <Result
          status="success"
          title={
            <Heading level={1}>
              <FormattedMessage {...m.successTitle} />
            </Heading>
          }
          subTitle={
            <FormattedMessage {...m.successDescription} values={{ email: result.data.email }} />
          }
          extra={
            <Button type="primary" onClick={onContinue}>
              <FormattedMessage {...m.continue} />
            </Button>
          }
        />
      );
  }
}

function signedInAs(account: number): boolean {
  return decodeJwtPayload<{ uid?: unknown }>(sessionStore.get()?.token)?.uid === account;
}

/** A bad, expired or used link: a new one can be sent when signed in. */
function VerificationFailed({ reason }: { reason: string }) {
  const session = useSession();
  const onContinue = useContinue();
  return (
    <Result
      status="error"
      title={
        <Heading level={1}>
          <FormattedMessage {...m.failedTitle} />
        </Heading>
      }
      subTitle={reason}
      extra={
        session ? (
          <Flex vertical gap={12}>
            <ResendVerificationButton />
            <Button type="primary" block onClick={onContinue}>
              <FormattedMessage {...m.continue} />
            </Button>
          </Flex>
        ) : (
          <Link to={signInRedirect(CHECK_EMAIL_PATH)}>
            <FormattedMessage {...m.signInToResend} />
          </Link>
        )
      }
    />
  );
}
