import { Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';

import { SIGN_IN_PATH } from '@/config/paths';
import { PageHeader } from '@/components/PageHeader';

import { SignUpForm } from '../components/SignUpForm';
import { signUpMessages as m } from '../messages';

/** /auth/signup */
export default function SignUpPage() {
  const { search } = useLocation();
  return (
    <>
      <PageHeader look={3} style={{ marginTop: 0 }}>
        <FormattedMessage {...m.title} />
      </PageHeader>
      <SignUpForm />
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        <FormattedMessage {...m.haveAccount} />{' '}
        <Link to={{ pathname: SIGN_IN_PATH, search }}>
          <FormattedMessage {...m.toSignIn} />
        </Link>
      </Typography.Paragraph>
    </>
  );
}
