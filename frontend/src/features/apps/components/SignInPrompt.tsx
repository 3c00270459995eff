import { LoginOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';

import { signInRedirect } from '@/config/paths';

import { appsMessages as m } from '../messages';

/** Signed out on a page that needs an account: sign in, then come back here. */
export function SignInPrompt({ text }: { text: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <Result
      status="info"
      icon={<LoginOutlined />}
      title={intl.formatMessage(m.signInTitle)}
      subTitle={text}
      extra={
        <Button type="primary" onClick={() => navigate(signInRedirect(`${pathname}${search}`))}>
          {intl.formatMessage(m.signIn)}
        </Button>
      }
    />
  );
}
