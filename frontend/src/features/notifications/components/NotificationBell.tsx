import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Divider, Flex, List, Popover, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';

import type { NotificationItem } from '@/api/types';
import { MESSAGES_PATH } from '@/config/paths';
import { BADGE_MAX } from '@/constants';

import { useLiveNotificationStats, useMarkRead, useNotificationStats } from '../hooks';
import { notificationMessages as m } from '../messages';
import { NotificationText } from './NotificationText';

/**
 * The header's bell: the unread count of the identity's inbox (live from the event stream
 * for an individual, polled in a company's identity) and a preview of the 3 newest
 * notifications, each leading to what it is about.
 */
export function NotificationBell() {
  const intl = useIntl();
  const navigate = useNavigate();
  const stream = useLiveNotificationStats();
  const stats = useNotificationStats();
  const { markOne, markAll } = useMarkRead();
  const [open, setOpen] = useState(false);
  const unread = stats.data?.unread ?? 0;
  const recent = stats.data?.recent ?? [];

  const openItem = (item: NotificationItem) => {
    setOpen(false);
    if (!item.read) markOne.mutate(item.id);
    navigate(item.link || MESSAGES_PATH);
  };

  const content = (
    <Flex vertical style={{ width: 320 }}>
      {stream.status === 'stopped' && stream.error && (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          {intl.formatMessage(m.livePaused, { reason: stream.error.message })}{' '}
          <Button type="link" size="small" onClick={stream.reconnect} style={{ padding: 0 }}>
            {intl.formatMessage(m.reconnect)}
          </Button>
        </Typography.Text>
      )}
      <List
        dataSource={recent}
        locale={{ emptyText: intl.formatMessage(m.previewEmpty) }}
        renderItem={(item) => (
          <List.Item
            onClick={() => openItem(item)}
            style={{ cursor: 'pointer', paddingInline: 4 }}
            role="link"
            tabIndex={0}
            onKeyDown={(event) => event.key === 'Enter' && openItem(item)}
          >
            <NotificationText item={item} ellipsis />
          </List.Item>
        )}
      />
      <Divider style={{ margin: '8px 0' }} />
      <Flex justify="space-between" align="center">
        <Button
          size="small"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {intl.formatMessage(m.markAllRead)}
        </Button>
        <Link to={MESSAGES_PATH} onClick={() => setOpen(false)}>
          {intl.formatMessage(m.viewAll)}
        </Link>
      </Flex>
    </Flex>
  );

  return (
    <Popover
      content={content}
      title={intl.formatMessage(m.previewTitle)}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next && !stream.connected) void stats.refetch();
      }}
    >
      <Badge count={unread} overflowCount={BADGE_MAX} size="small">
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label={intl.formatMessage(m.bell, { count: unread })}
        />
      </Badge>
    </Popover>
  );
}
