import { MailOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';

import { useSession } from '@/api/session';
import { useProfile } from '@/features/account';
import { PageHeader } from '@/components/PageHeader';

import { ResendVerificationButton } from '../components/ResendVerificationButton';
import { useContinue } from '../hooks';
import { checkEmailMessages as m } from '../messages';

/** /check-email?email=…: after sign-up, the verification link is on its way. */
export default function CheckEmailPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const profile = useProfile();
  const onContinue = useContinue();
  const { token } = theme.useToken();
  const email = params.get('email') || profile.data?.email;

  return (
    <Flex vertical gap={16}>
      <MailOutlined aria-hidden style={{ fontSize: 40, color: token.colorPrimary }} />
      <PageHeader look={3} style={{ margin: 0 }}>
        <FormattedMessage {...m.title} />
      </PageHeader>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {email ? (
          <FormattedMessage
            {...m.sentTo}
            values={{ email: <strong key="email">{email}</strong> }}
          />
        ) : (
          <FormattedMessage {...m.sent} />
        )}
      </Typography.Paragraph>
      {session && (
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            <FormattedMessage {...m.notReceived} />
          </Typography.Paragraph>
          <ResendVerificationButton />
        </>
      )}
      <Button type="primary" block onClick={onContinue}>
        <FormattedMessage {...m.continue} />
      </Button>
    </Flex>
  );
}
