import { API_PREFIX, api } from '@/api/client';
import type { MarkedRead, NotificationItem, NotificationStats, Page, PageQuery } from '@/api/types';

const NOTIFICATIONS = `${API_PREFIX.iam}/notifications`;

export type ReadFilter = 'all' | 'unread' | 'read';

export function fetchNotificationStats(): Promise<NotificationStats> {
  return api.get<NotificationStats>(`${NOTIFICATIONS}/stats`, { loading: false });
}

export type NotificationQuery = PageQuery & { filter: ReadFilter };

export function fetchNotifications(query: NotificationQuery): Promise<Page<NotificationItem>> {
  return api.get<Page<NotificationItem>>(NOTIFICATIONS, { query, loading: false });
}

export function markNotificationRead(id: number): Promise<NotificationItem> {
  return api.put<NotificationItem>(`${NOTIFICATIONS}/${id}/read`);
}

export function markAllNotificationsRead(): Promise<MarkedRead> {
  return api.post<MarkedRead>(`${NOTIFICATIONS}/read-all`);
}
