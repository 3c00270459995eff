import { Result } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';

import { errorText } from '@/api/errorText';
import { useRequestOnce } from '@/api/useRequestOnce';
import { SIGN_IN_PATH } from '@/config/paths';
import { PendingState } from '@/components/PendingState';
import { Heading } from '@/components/Heading';

import { loginWithWechat } from '../api';
import { useCompleteSignIn } from '../hooks';
import { wechatCallbackMessages as m } from '../messages';
import { takeWechatRedirect } from '../wechat';

/** /auth/wechat/callback?code=&state=: WeChat sends the visitor back here to sign in. */
export default function WechatCallbackPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  return code && state ? (
    <WechatSignIn code={code} state={state} />
  ) : (
    <SignInFailed reason={intl.formatMessage(m.incomplete)} />
  );
}

function WechatSignIn({ code, state }: { code: string; state: string }) {
  const completeSignIn = useCompleteSignIn();
  const result = useRequestOnce(async () => {
    const redirect = takeWechatRedirect();
    completeSignIn(await loginWithWechat({ code, state }), redirect);
  });
  // On success the app opens (or, in PC mode, the desktop host takes over).
  return result.status === 'error' ? (
    <SignInFailed reason={errorText(result.error)} />
  ) : (
    <PendingState>
      <FormattedMessage {...m.signingIn} />
    </PendingState>
  );
}

function SignInFailed({ reason }: { reason: string }) {
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
        <Link to={SIGN_IN_PATH}>
          <FormattedMessage {...m.backToSignIn} />
        </Link>
      }
    />
  );
}
