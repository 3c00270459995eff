import { LoginOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';

import { PlainButton } from '@/components/PlainButton';
import { PlainResult } from '@/components/PlainResult';
import { signInRedirect } from '@/config/paths';

import { appsMessages as m } from '../messages';

/** Signed out on a page that needs an account: sign in, then come back here. */
export function SignInPrompt({ text }: { text: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <PlainResult
      icon={<LoginOutlined style={{ color: 'var(--ant-color-info)' }} />}
      title={intl.formatMessage(m.signInTitle)}
      subTitle={text}
      extra={
        <PlainButton
          type="primary"
          onClick={() => void navigate(signInRedirect(`${pathname}${search}`))}
        >
          {intl.formatMessage(m.signIn)}
        </PlainButton>
      }
    />
  );
}
