import type { NotificationParams, NotificationType } from '@/config/notifications';
import type { Page } from './transaction';
import { http } from './http';

export interface Notification {
  _id: string;
  type: NotificationType;
  params: NotificationParams;
  read: boolean;
  createdAt: string;
}

export async function getNotifications(params: { page?: number; limit?: number; unread?: boolean } = {}): Promise<Page<Notification>> {
  const { unread, ...rest } = params;
  const { data } = await http.get<Page<Notification>>('auth/notification/list', { params: unread ? { ...rest, unread: 'true' } : rest });
  return data;
}

export async function getUnreadCount(): Promise<number> {
  const { data } = await http.get<{ count: number }>('auth/notification/unread-count');
  return data.count;
}

export async function markNotificationRead(id: string): Promise<Notification> {
  const { data } = await http.post<Notification>(`auth/notification/${encodeURIComponent(id)}/read`);
  return data;
}

export async function markAllNotificationsRead(): Promise<number> {
  const { data } = await http.post<{ updated: number }>('auth/notification/read-all');
  return data.updated;
}
