import { BellOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';

import { BADGE_MAX } from '@/constants';
import { useOverlayOnDemand } from '@/lib/overlayOnDemand';

import { useLiveNotificationStats, useNotificationStats } from '../hooks';
import { notificationMessages as m } from '../messages';
import styles from './NotificationBell.module.css';

const NotificationPreview = lazy(() => import('./NotificationPreview'));

/**
 * The header's bell: the unread count of the identity's inbox (live from the event stream
 * for an individual, polled in a company's identity) and, on a click, the preview of the
 * newest notifications. The count is drawn plainly and the preview mounted on its first
 * opening: antd's Badge and Popover set their state while they mount, which kept the
 * console's first commit in one long task.
 */
export function NotificationBell() {
  const intl = useIntl();
  const stream = useLiveNotificationStats();
  const stats = useNotificationStats();
  const { mounted, open, setOpen, trigger, openFirst } = useOverlayOnDemand<HTMLButtonElement>();
  const unread = stats.data?.unread ?? 0;

  // Polled figures (a company's identity, or a paused stream) are asked again on opening.
  const openChange = (next: boolean) => {
    setOpen(next);
    if (next && !stream.connected) void stats.refetch();
  };

  const bell = (
    <span className={styles.bell}>
      <Button
        ref={trigger}
        type="text"
        icon={<BellOutlined />}
        aria-label={intl.formatMessage(m.bell, { count: unread })}
        aria-expanded={open}
        onClick={
          mounted
            ? undefined
            : () => {
                openFirst();
                openChange(true);
              }
        }
      />
      {unread > 0 && (
        <sup className={styles.count} aria-hidden="true">
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </sup>
      )}
    </span>
  );
  if (!mounted) return bell;
  return (
    <Suspense fallback={bell}>
      <NotificationPreview open={open} onOpenChange={openChange} stream={stream}>
        {bell}
      </NotificationPreview>
    </Suspense>
  );
}
