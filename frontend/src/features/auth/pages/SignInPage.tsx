import { Flex } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';

import { FORGOT_PASSWORD_PATH, SIGN_UP_PATH } from '@/config/paths';
import { PageHeader } from '@/components/PageHeader';
import { PlainButton } from '@/components/PlainButton';
import { SimpleTabs, type SimpleTab } from '@/components/SimpleTabs';
import { useAuthOptions } from '@/lib/authOptions';

import { CodeSignInForm } from '../components/CodeSignInForm';
import { PasswordSignInForm } from '../components/PasswordSignInForm';
import { SessionEndAlert } from '../components/SessionEndAlert';
import { WarningBox } from '../components/WarningBox';
import { WechatSignIn } from '../components/WechatSignIn';
import { signInMessages as m } from '../signInMessages';

/**
 * /auth/signin: one tab per sign-in method; WeChat only when the server offers it. When the
 * account answers `signin_code_required`, the e-mail code tab opens with a note offering
 * the SMS code and the password reset.
 */
export default function SignInPage() {
  const intl = useIntl();
  const { search } = useLocation();
  const options = useAuthOptions();
  const [tab, setTab] = useState('password');
  const [codeRequired, setCodeRequired] = useState(false);

  const items: SimpleTab[] = [
    {
      key: 'password',
      label: intl.formatMessage(m.passwordTab),
      children: (
        <PasswordSignInForm
          onCodeRequired={() => {
            setCodeRequired(true);
            setTab('email');
          }}
        />
      ),
    },
    {
      key: 'sms',
      label: intl.formatMessage(m.smsTab),
      children: <CodeSignInForm channel="phone" />,
    },
    {
      key: 'email',
      label: intl.formatMessage(m.emailTab),
      children: <CodeSignInForm channel="email" />,
    },
  ];
  if (options?.wechat.enabled) {
    items.push({
      key: 'wechat',
      label: intl.formatMessage(m.wechatTab),
      children: <WechatSignIn />,
    });
  }

  return (
    <>
      <PageHeader look={3} style={{ marginTop: 0 }}>
        <FormattedMessage {...m.title} />
      </PageHeader>
      <SessionEndAlert />
      {codeRequired && (
        <WarningBox>
          <p style={{ margin: 0 }}>
            <FormattedMessage {...m.codeRequired} />
          </p>
          <Flex gap={8} wrap style={{ marginTop: 8 }}>
            <PlainButton size="small" onClick={() => setTab('sms')}>
              <FormattedMessage {...m.codeRequiredSms} />
            </PlainButton>
            <Link to={FORGOT_PASSWORD_PATH}>
              <FormattedMessage {...m.codeRequiredReset} />
            </Link>
          </Flex>
        </WarningBox>
      )}
      {/* Only the active method is in the page, so its fields and button are the only ones. */}
      <SimpleTabs defaultKey="password" activeKey={tab} onChange={setTab} items={items} />
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 16 }}>
        <Link to={FORGOT_PASSWORD_PATH}>
          <FormattedMessage {...m.forgotPassword} />
        </Link>
        {/* A paragraph: its link is underlined (`app/global.css`). */}
        <p style={{ margin: 0 }}>
          <FormattedMessage {...m.noAccount} />{' '}
          <Link to={{ pathname: SIGN_UP_PATH, search }}>
            <FormattedMessage {...m.toSignUp} />
          </Link>
        </p>
      </Flex>
    </>
  );
}
