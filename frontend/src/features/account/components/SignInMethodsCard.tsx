import { Button, Card, Space, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';

import type { Profile } from '@/api/types';
import { ACCOUNT_PATH, CHECK_EMAIL_PATH } from '@/config/paths';
import { goToExternal } from '@/lib/navigation';
import { confirmModal, toast } from '@/components/feedback';
import { Heading } from '@/components/Heading';
import { RefusalAlert } from '@/components/RefusalAlert';
import { QUERY_PARAMS } from '@/constants';
import { useAuthOptions } from '@/lib/authOptions';
import { useWrite } from '@/lib/write';
import { withQuery } from '@/utils/url';

import { fetchWechatLinkUrl, unlinkSignInMethod, type SignInMethod } from '../api';
import { useStoreProfile } from '../hooks';
import { signInMethodsMessages as m } from '../messages';
import { LinkCodeModal } from './LinkCodeModal';
import { SettingRow } from './SettingRow';

interface UnlinkTexts {
  title: MessageDescriptor;
  /** How the method is named in "You will no longer be able to sign in with …". */
  method: string;
  done: MessageDescriptor;
}

/**
 * The ways to sign in (e-mail, phone, WeChat): link each, or unlink it after
 * a confirmation. The server refuses to unlink the last one and says why.
 */
export function SignInMethodsCard({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const storeProfile = useStoreProfile();
  const wechatOffered = useAuthOptions()?.wechat.enabled === true;
  const [linking, setLinking] = useState<'email' | 'phone' | null>(null);
  const unlink = useWrite(
    ({ method }: { method: SignInMethod; texts: UnlinkTexts }) => unlinkSignInMethod(method),
    {
      invalidates: ['account'],
      onSuccess: (answered, { texts }) => {
        storeProfile(answered);
        toast(intl.formatMessage(texts.done), 'success');
      },
    },
  );
  // WeChat's page is where linking goes on: the button stays busy while the browser leaves.
  const wechat = useWrite(() => fetchWechatLinkUrl(), {
    invalidates: [],
    onSuccess: ({ url }) => goToExternal(url),
  });
  const leaving = wechat.isPending || wechat.isSuccess;
  const forgetRefusals = () => [unlink, wechat].forEach((write) => write.reset());

  const confirmUnlink = (method: SignInMethod, texts: UnlinkTexts) => {
    forgetRefusals();
    confirmModal({
      title: intl.formatMessage(texts.title),
      content: intl.formatMessage(m.unlinkContent, { method: texts.method }),
      okText: intl.formatMessage(m.unlink),
      okButtonProps: { danger: true },
      // The dialog closes either way; a refusal (e.g. the last method) shows on the card.
      onOk: () => unlink.run({ method, texts }),
    });
  };

  const linkWechat = () => {
    forgetRefusals();
    wechat.mutate();
  };

  const notLinked = (
    <Typography.Text type="secondary">{intl.formatMessage(m.notLinked)}</Typography.Text>
  );
  const linkButton = (onClick: () => void, loading = false): ReactNode => (
    <Button onClick={onClick} loading={loading}>
      {intl.formatMessage(m.link)}
    </Button>
  );
  const unlinkButton = (onClick: () => void): ReactNode => (
    <Button danger onClick={onClick}>
      {intl.formatMessage(m.unlink)}
    </Button>
  );

  const { email, phone_number: phone } = profile;

  return (
    <Card title={<Heading level={2}>{intl.formatMessage(m.title)}</Heading>}>
      <RefusalAlert write={unlink} closable spaced />
      <RefusalAlert write={wechat} closable spaced />
      <SettingRow
        label={intl.formatMessage(m.email)}
        actions={
          email ? (
            <>
              {!profile.email_verified && (
                <Link
                  to={withQuery(CHECK_EMAIL_PATH, { email, [QUERY_PARAMS.redirect]: ACCOUNT_PATH })}
                >
                  {intl.formatMessage(m.verify)}
                </Link>
              )}
              {unlinkButton(() =>
                confirmUnlink('email', {
                  title: m.unlinkEmailTitle,
                  method: email,
                  done: m.emailUnlinked,
                }),
              )}
            </>
          ) : (
            linkButton(() => setLinking('email'))
          )
        }
      >
        {email ? (
          <Space wrap size={8}>
            <Typography.Text>{email}</Typography.Text>
            <Tag color={profile.email_verified ? 'success' : 'warning'}>
              {intl.formatMessage(profile.email_verified ? m.verified : m.notVerified)}
            </Tag>
          </Space>
        ) : (
          notLinked
        )}
      </SettingRow>
      <SettingRow
        label={intl.formatMessage(m.phone)}
        actions={
          phone
            ? unlinkButton(() =>
                confirmUnlink('mobile', {
                  title: m.unlinkPhoneTitle,
                  method: phone,
                  done: m.phoneUnlinked,
                }),
              )
            : linkButton(() => setLinking('phone'))
        }
      >
        {phone ? <Typography.Text>{phone}</Typography.Text> : notLinked}
      </SettingRow>
      <SettingRow
        label={intl.formatMessage(m.wechat)}
        actions={
          profile.wechat_bound
            ? unlinkButton(() =>
                confirmUnlink('wechat', {
                  title: m.unlinkWechatTitle,
                  method: intl.formatMessage(m.wechat),
                  done: m.wechatUnlinked,
                }),
              )
            : wechatOffered && linkButton(linkWechat, leaving)
        }
      >
        {profile.wechat_bound ? (
          <Tag color="success">{intl.formatMessage(m.linked)}</Tag>
        ) : (
          notLinked
        )}
      </SettingRow>
      <LinkCodeModal channel="email" open={linking === 'email'} onClose={() => setLinking(null)} />
      <LinkCodeModal channel="phone" open={linking === 'phone'} onClose={() => setLinking(null)} />
    </Card>
  );
}
