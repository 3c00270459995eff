import { Tabs, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';

import { SIGN_UP_PATH } from '@/app/guards/paths';

import { PasswordSignInForm } from '../components/PasswordSignInForm';
import { signInMessages as m } from '../messages';

/** /auth/signin. Sign-in methods are tabs; SMS, WeChat and e-mail come later. */
export default function SignInPage() {
  const intl = useIntl();
  const { search } = useLocation();
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        <FormattedMessage {...m.title} />
      </Typography.Title>
      <Tabs
        defaultActiveKey="password"
        items={[
          {
            key: 'password',
            label: intl.formatMessage(m.passwordTab),
            children: <PasswordSignInForm />,
          },
        ]}
      />
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        <FormattedMessage {...m.noAccount} />{' '}
        <Link to={{ pathname: SIGN_UP_PATH, search }}>
          <FormattedMessage {...m.toSignUp} />
        </Link>
      </Typography.Paragraph>
    </>
  );
}
