import { Button, Flex, Result } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';

import { isApiError } from '@/api/errors';
import { errorText } from '@/api/errorText';
import { useSession } from '@/api/session';
import { useRequestOnce } from '@/api/useRequestOnce';
import { CHECK_EMAIL_PATH, signInRedirect } from '@/config/paths';
import { PendingState } from '@/components/PendingState';
import { Heading } from '@/components/Heading';
import { useInvalidateTopics } from '@/api/topics';

import { verifyEmail } from '../api';
import { ResendVerificationButton } from '../components/ResendVerificationButton';
import { useContinue, useSignOut } from '../hooks';
import { emailVerifiedMessages as m } from '../messages';

/**
 * /email-verified?token=…&redirect=…: the verification link of the e-mail sent at sign-up. It
 * verifies for the account signed in here, and asks for its sign-in first; then "Continue"
 * goes on to where the person was going (`redirect`). No session ends.
 */
export default function EmailVerifiedPage() {
  const intl = useIntl();
  const token = useSearchParams()[0].get('token');
  const { pathname, search } = useLocation();
  const signedIn = useSession() !== null;
  if (!token) return <VerificationFailed reason={intl.formatMessage(m.missingToken)} />;
  if (!signedIn) return <Navigate to={signInRedirect(`${pathname}${search}`)} replace />;
  return <VerifyEmail token={token} />;
}

function VerifyEmail({ token }: { token: string }) {
  const onContinue = useContinue();
  const invalidate = useInvalidateTopics();
  const result = useRequestOnce(async () => {
    const verified = await verifyEmail({ token });
    invalidate('account'); // `email_verified` changed
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
      return (
        <VerificationFailed
          reason={errorText(result.error)}
          otherAccount={isApiError(result.error) && result.error.error === 'link_other_account'}
        />
      );
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

/**
 * A bad, expired or used link: a new one can be sent when signed in. A link of another account
 * offers to sign in as that one, coming back here.
 */
function VerificationFailed({
  reason,
  otherAccount = false,
}: {
  reason: string;
  otherAccount?: boolean;
}) {
  const session = useSession();
  const onContinue = useContinue();
  const { pathname, search } = useLocation();
  const signInAsOwner = useSignOut(signInRedirect(`${pathname}${search}`));
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
            {otherAccount ? (
              <Button block onClick={() => void signInAsOwner()}>
                <FormattedMessage {...m.signInAsOwner} />
              </Button>
            ) : (
              <ResendVerificationButton />
            )}
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
