import { MailOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

import { useSession } from '@/api/session';
import {
  ACCOUNT_PATH,
  COMPANY_EMAIL_PATH,
  MY_COMPANIES_PATH,
  signInRedirect,
} from '@/config/paths';
import { PageHeader } from '@/components/PageHeader';
import { ResendVerificationButton } from '@/features/auth';

import { companyEmailMessages as m } from '../messages';

/** /company-email: an accepted invitation completes once the invited address is verified. */
export default function CompanyEmailPage() {
  const session = useSession();
  const { token } = theme.useToken();

  return (
    <Flex vertical gap={16}>
      <MailOutlined aria-hidden style={{ fontSize: 40, color: token.colorPrimary }} />
      <PageHeader look={3} style={{ margin: 0 }}>
        <FormattedMessage {...m.pageTitle} />
      </PageHeader>
      <Typography.Paragraph style={{ margin: 0 }}>
        <FormattedMessage {...m.body} />
      </Typography.Paragraph>
      {session ? (
        <>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            <FormattedMessage {...m.notReceived} />
          </Typography.Paragraph>
          <ResendVerificationButton />
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            <FormattedMessage {...m.otherAddress} />{' '}
            <Link to={ACCOUNT_PATH}>
              <FormattedMessage {...m.toAccount} />
            </Link>
          </Typography.Paragraph>
        </>
      ) : (
        <Link to={signInRedirect(COMPANY_EMAIL_PATH)}>
          <FormattedMessage {...m.signIn} />
        </Link>
      )}
      {session?.userType === 'user' && (
        <Link to={MY_COMPANIES_PATH}>
          <FormattedMessage {...m.toHistory} />
        </Link>
      )}
    </Flex>
  );
}
