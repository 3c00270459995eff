import { Card, Flex } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';

import { errorText } from '@/api/errorText';
import { useSession } from '@/api/session';
import { ACCOUNT_PATH, signInRedirect } from '@/config/paths';
import { Brand } from '@/components/Brand';
import { toast } from '@/components/feedback';
import { PendingState } from '@/components/PendingState';
import { FailedResult, QuestionResult } from '@/components/TitledResult';
import { useWrite } from '@/lib/write';

import { linkWechat } from '../api';
import { useProfile, useStoreProfile } from '../hooks';
import { accountMessages, signInMethodsMessages, wechatLinkMessages as m } from '../messages';

/**
 * /wechat/link?code=&state= (light theme): WeChat sends the user back here
 * after confirming; the page names the account, asks, links it and returns to /account.
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

/** Names the account and asks before linking: a link started elsewhere links nothing unseen. */
function LinkWechat({ code, state }: { code: string; state: string }) {
  const intl = useIntl();
  const profile = useProfile();
  const storeProfile = useStoreProfile();
  const navigate = useNavigate();
  const link = useWrite(() => linkWechat({ code, state }), {
    invalidates: ['account'],
    onSuccess: (linked) => {
      storeProfile(linked);
      toast(intl.formatMessage(signInMethodsMessages.wechatLinked), 'success');
      navigate(ACCOUNT_PATH, { replace: true });
    },
  });
  if (link.isError) return <LinkFailed reason={errorText(link.error)} />;
  // Linking goes on until the account page opens.
  if (link.isPending || link.isSuccess || !profile.data) {
    return (
      <PendingState>
        <FormattedMessage {...(profile.data ? m.linking : m.loading)} />
      </PendingState>
    );
  }
  const { name, email } = profile.data;
  return (
    <QuestionResult
      status="info"
      title={m.confirmTitle}
      subTitle={
        <FormattedMessage
          {...m.confirmText}
          values={{ account: email ? `${name} (${email})` : name }}
        />
      }
      back={m.cancel}
      answer={m.confirm}
      onBack={() => navigate(ACCOUNT_PATH, { replace: true })}
      onAnswer={() => link.mutate()}
    />
  );
}

function LinkFailed({ reason }: { reason: string }) {
  return (
    <FailedResult
      title={m.failedTitle}
      reason={reason}
      button={accountMessages.backToAccount}
      to={ACCOUNT_PATH}
    />
  );
}
