import { Badge, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';

import type { NotificationItem } from '@/api/types';

import { notificationMessages as m } from '../messages';

/** Title (bold while unread, with a dot), text and time of one notification. */
export function NotificationText({
  item,
  ellipsis = false,
}: {
  item: NotificationItem;
  ellipsis?: boolean;
}) {
  const intl = useIntl();
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Flex align="center" gap={8}>
        {!item.read && (
          <Badge status="processing" role="img" aria-label={intl.formatMessage(m.unreadDot)} />
        )}
        <Typography.Text strong={!item.read} ellipsis={ellipsis}>
          {item.title}
        </Typography.Text>
      </Flex>
      <Typography.Text type="secondary" ellipsis={ellipsis ? { tooltip: item.body } : false}>
        {item.body}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {intl.formatDate(item.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
      </Typography.Text>
    </Flex>
  );
}
