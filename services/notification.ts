import type { KeyPage } from '@/contract/envelope';
import type { Notification, NotificationKind, ReadAllResult, UnreadCount } from '@/contract/notifications';
import { http } from './http';

export async function getNotifications(
  params: { cursor?: string; limit?: number; unread?: boolean; kind?: NotificationKind } = {},
): Promise<KeyPage<Notification>> {
  const { unread, ...rest } = params;
  const { data } = await http.get<KeyPage<Notification>>('auth/notification/list', { params: unread ? { ...rest, unread: 'true' } : rest });
  return data;
}

export async function getUnreadCount(): Promise<number> {
  const { data } = await http.get<UnreadCount>('auth/notification/unread-count');
  return data.count;
}

export async function markNotificationRead(id: string): Promise<Notification> {
  const { data } = await http.post<Notification>(`auth/notification/${encodeURIComponent(id)}/read`);
  return data;
}

export async function markAllNotificationsRead(): Promise<number> {
  const { data } = await http.post<ReadAllResult>('auth/notification/read-all');
  return data.updated;
}
