import { defineMessage, defineMessages } from 'react-intl';

import { notificationsPageTitles } from './pages/messages';

export const notificationMessages = defineMessages({
  pageTitle: notificationsPageTitles.notification,
  bell: defineMessage<{ count: number }>({
    id: 'notifications.bell',
    defaultMessage: '{count, plural, =0 {Notifications} other {Notifications, # unread}}',
  }),
  previewTitle: { id: 'notifications.preview.title', defaultMessage: 'Notifications' },
  previewEmpty: { id: 'notifications.preview.empty', defaultMessage: 'Nothing new for now' },
  viewAll: { id: 'notifications.viewAll', defaultMessage: 'View all' },
  markAllRead: { id: 'notifications.markAllRead', defaultMessage: 'Mark all as read' },
  markedAllRead: defineMessage<{ count: number }>({
    id: 'notifications.markedAllRead',
    defaultMessage:
      '{count, plural, one {# message marked as read} other {# messages marked as read}}',
  }),
  markRead: { id: 'notifications.markRead', defaultMessage: 'Mark as read' },
  open: { id: 'notifications.open', defaultMessage: 'Open' },
  unreadDot: { id: 'notifications.unread', defaultMessage: 'Unread' },
  livePaused: defineMessage<{ reason: string }>({
    id: 'notifications.livePaused',
    defaultMessage: 'Live updates are paused: {reason}',
  }),
  reconnect: { id: 'notifications.reconnect', defaultMessage: 'Reconnect' },
  filterLabel: { id: 'notifications.filter.label', defaultMessage: 'Show' },
  filterAll: { id: 'notifications.filter.all', defaultMessage: 'All' },
  filterUnread: defineMessage<{ count: number }>({
    id: 'notifications.filter.unread',
    defaultMessage: 'Unread ({count})',
  }),
  filterRead: { id: 'notifications.filter.read', defaultMessage: 'Read' },
  emptyAll: { id: 'notifications.empty.all', defaultMessage: 'No messages yet' },
  emptyUnread: { id: 'notifications.empty.unread', defaultMessage: 'You have read everything' },
  emptyRead: { id: 'notifications.empty.read', defaultMessage: 'No read messages' },
  loadError: { id: 'notifications.loadError', defaultMessage: 'Messages could not be loaded' },
});
