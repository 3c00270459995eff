import { Button, Card, Flex, Result } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';

import { errorText } from '@/api/errorText';
import { useSession } from '@/api/session';
import { useRequestOnce } from '@/api/useRequestOnce';
import { ACCOUNT_PATH, signInRedirect } from '@/config/paths';
import { Brand } from '@/components/Brand';
import { toast } from '@/components/feedback';
import { Heading } from '@/components/Heading';
import { PendingState } from '@/components/PendingState';

import { linkWechat } from '../api';
import { useStoreProfile } from '../hooks';
import { accountMessages, signInMethodsMessages, wechatLinkMessages as m } from '../messages';

/**
 * /wechat/link?code=&state= (light theme): WeChat sends the user back here
 * after confirming; the account links it and returns to /account.
 */
export default function WechatLinkPage() {
  const intl = useIntl();
  const session = useSession();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');

  // The route is public (spec), but linking needs the account: sign in and come back.
  if (!session) return <Navigate to={signInRedirect(`${pathname}${search}`)} replace />;

  return (
    <Flex
      component="main"
      vertical
      align="center"
      gap={24}
      style={{ minHeight: '100vh', padding: '10vh 16px' }}
    >
      <Brand />
      <Card style={{ width: '100%', maxWidth: 440 }}>
        {code && state ? (
          <LinkWechat code={code} state={state} />
        ) : (
          <LinkFailed reason={intl.formatMessage(m.incomplete)} />
        )}
      </Card>
    </Flex>
  );
}

function LinkWechat({ code, state }: { code: string; state: string }) {
  const intl = useIntl();
  const storeProfile = useStoreProfile();
  const navigate = useNavigate();
  const result = useRequestOnce(async () => {
    storeProfile(await linkWechat({ code, state }));
    toast(intl.formatMessage(signInMethodsMessages.wechatLinked), 'success');
    navigate(ACCOUNT_PATH, { replace: true });
  });
  return result.status === 'error' ? (
    <LinkFailed reason={errorText(result.error)} />
  ) : (
    <PendingState>
      <FormattedMessage {...m.linking} />
    </PendingState>
  );
}

function LinkFailed({ reason }: { reason: string }) {
  const navigate = useNavigate();
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
        <Button type="primary" onClick={() => navigate(ACCOUNT_PATH, { replace: true })}>
          <FormattedMessage {...accountMessages.backToAccount} />
        </Button>
      }
    />
  );
}
