import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Flex, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import type { Profile } from '@/api/types';
import { ACCOUNT_PASSWORD_PATH, ACCOUNT_USERNAME_PATH } from '@/config/paths';
import { Heading } from '@/components/Heading';

import { accountMessages as m, setPasswordMessages } from '../messages';
import { AvatarUpload } from './AvatarUpload';
import { SetPasswordForm } from './SetPasswordForm';
import { SettingRow } from './SettingRow';

/** Avatar, user name and password, each with the way to change it. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const [settingPassword, setSettingPassword] = useState(false);

  return (
    <Card title={<Heading level={2}>{intl.formatMessage(m.profileTitle)}</Heading>}>
      <Flex gap={32} wrap align="flex-start">
        <Flex vertical align="center" gap={12}>
          <Avatar
            size={96}
            src={profile.avatar_url || undefined}
            icon={<UserOutlined />}
            alt={intl.formatMessage(m.avatarAlt, { name: profile.name })}
          />
          <AvatarUpload />
        </Flex>
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <SettingRow
            label={intl.formatMessage(m.name)}
            actions={<Link to={ACCOUNT_USERNAME_PATH}>{intl.formatMessage(m.editName)}</Link>}
          >
            <Typography.Text strong>{profile.name}</Typography.Text>
          </SettingRow>
          <SettingRow
            label={intl.formatMessage(m.password)}
            actions={
              profile.password_set ? (
                <Link to={ACCOUNT_PASSWORD_PATH}>{intl.formatMessage(m.changePassword)}</Link>
              ) : (
                <Button onClick={() => setSettingPassword(true)}>
                  {intl.formatMessage(m.setPassword)}
                </Button>
              )
            }
          >
            <Tag color={profile.password_set ? 'success' : 'default'}>
              {intl.formatMessage(profile.password_set ? m.passwordSet : m.passwordNotSet)}
            </Tag>
          </SettingRow>
        </div>
      </Flex>
      <Modal
        open={settingPassword}
        title={intl.formatMessage(setPasswordMessages.title)}
        onCancel={() => setSettingPassword(false)}
        footer={null}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          {intl.formatMessage(setPasswordMessages.intro)}
        </Typography.Paragraph>
        <SetPasswordForm onDone={() => setSettingPassword(false)} />
      </Modal>
    </Card>
  );
}
