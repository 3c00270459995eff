import { Button, Divider, Flex, Popover, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';

import type { NotificationItem } from '@/api/types';
import { MESSAGES_PATH } from '@/config/paths';
import type { EventStreamView } from '@/stream';

import { useMarkRead, useNotificationStats, type LiveStats } from '../hooks';
import { notificationMessages as m } from '../messages';
import styles from './NotificationBell.module.css';
import { NotificationText } from './NotificationText';

export interface NotificationPreviewProps {
  /** The bell, which opens and closes the preview. */
  children: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stream: EventStreamView<LiveStats>;
}

/**
 * The bell's preview of the 3 newest notifications, each leading to what it is about, with
 * "Mark all as read" and the way to /messages. Its own chunk, loaded on the bell's first click.
 */
export default function NotificationPreview({
  children,
  open,
  onOpenChange,
  stream,
}: NotificationPreviewProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const stats = useNotificationStats();
  const { markOne, markAll } = useMarkRead();
  const unread = stats.data?.unread ?? 0;
  const recent = stats.data?.recent ?? [];

  const openItem = (item: NotificationItem) => {
    onOpenChange(false);
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
      {/* A plain list: antd's List (deprecated) brought its Pagination and Select to every
          console page's first load. */}
      <ul className={styles.list}>
        {recent.length === 0 && (
          <li className={styles.empty}>{intl.formatMessage(m.previewEmpty)}</li>
        )}
        {recent.map((item) => (
          <li key={item.id}>
            <div
              className={styles.item}
              role="link"
              tabIndex={0}
              onClick={() => openItem(item)}
              onKeyDown={(event) => event.key === 'Enter' && openItem(item)}
            >
              <NotificationText item={item} ellipsis />
            </div>
          </li>
        ))}
      </ul>
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
        <Link to={MESSAGES_PATH} onClick={() => onOpenChange(false)}>
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
      onOpenChange={onOpenChange}
    >
      {children}
    </Popover>
  );
}
