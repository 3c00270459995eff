import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import type { Profile } from '@/api/types';

import { accountMessages as m } from '../messages';

export function ProfileCard({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const orNone = (value: string | null): ReactNode =>
    value || (
      <Typography.Text type="secondary">{intl.formatMessage(m.notProvided)}</Typography.Text>
    );
  const flag = (on: boolean, yes: string, no: string) => (
    <Tag color={on ? 'success' : 'default'}>{on ? yes : no}</Tag>
  );

  return (
    <Card>
      <Flex gap={24} wrap align="flex-start">
        <Avatar
          size={96}
          src={profile.avatar_url || undefined}
          icon={<UserOutlined />}
          alt={intl.formatMessage(m.avatarAlt, { name: profile.name })}
        />
        <Descriptions
          column={1}
          style={{ flex: '1 1 320px' }}
          items={[
            { key: 'name', label: intl.formatMessage(m.name), children: orNone(profile.name) },
            { key: 'email', label: intl.formatMessage(m.email), children: orNone(profile.email) },
            {
              key: 'phone',
              label: intl.formatMessage(m.phone),
              children: orNone(profile.phone_number),
            },
            {
              key: 'wechat',
              label: intl.formatMessage(m.wechat),
              children: flag(
                profile.wechat_bound,
                intl.formatMessage(m.wechatBound),
                intl.formatMessage(m.wechatUnbound),
              ),
            },
            {
              key: 'password',
              label: intl.formatMessage(m.password),
              children: flag(
                profile.password_set,
                intl.formatMessage(m.passwordSet),
                intl.formatMessage(m.passwordNotSet),
              ),
            },
          ]}
        />
      </Flex>
    </Card>
  );
}
