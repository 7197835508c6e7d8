import { http as handle } from 'msw';
import { NOTIFICATION_KIND_TYPES, type Notification, type NotificationKind } from '@/contract/notifications';
import { apiUrl, fail, ok } from '../../../setup/handlers';

export function notification(overrides: Partial<Notification> & Pick<Notification, '_id' | 'type'>): Notification {
  return { params: {}, read: false, createdAt: '2026-11-20T08:30:00.000Z', ...overrides };
}

export const sampleNotifications: Notification[] = [
  notification({ _id: 'n1', type: 'ORDER_COMPLETED', params: { orderCode: 'FH0001' } }),
  notification({ _id: 'n2', type: 'BONUS_RECEIVED', params: { amount: '12.5', symbol: 'EV', orderCode: 'FH0002', fromUsername: 'lan' } }),
  notification({ _id: 'n3', type: 'WITHDRAWAL_REJECTED', params: { amount: '100', symbol: 'USDT', reason: 'Wrong address' } }),
  notification({ _id: 'n4', type: 'NEW_DEVICE_SIGN_IN', params: { device: 'Chrome on Windows', ip: '10.0.0.1' }, read: true }),
];

/**
 * A member's notifications held by msw: list, unread-count, read and read-all act on the same
 * copy, so a click is followed by the server's new truth. `calls` records the POSTs.
 */
export function notificationsApi(initial: readonly Notification[] = sampleNotifications) {
  const items = initial.map((item) => ({ ...item }));
  const calls: string[] = [];
  /** The query string of each list request. */
  const queries: string[] = [];
  const unread = () => items.filter((item) => !item.read).length;
  const handlers = [
    handle.get(apiUrl('auth/notification/unread-count'), () => ok({ count: unread() })),
    // Filters as the server does (unread, kind) and pages by a cursor that names where the next page starts.
    handle.get(apiUrl('auth/notification/list'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query.toString());
      const limit = Number(query.get('limit') ?? 10);
      const kind = query.get('kind') as NotificationKind | null;
      const shown = items.filter((item) => (query.get('unread') !== 'true' || !item.read) && (!kind || NOTIFICATION_KIND_TYPES[kind].includes(item.type)));
      const start = Number(query.get('cursor')?.replace('after-', '') ?? 0);
      const end = start + limit;
      return ok({ items: shown.slice(start, end), limit, nextCursor: shown.length > end ? `after-${end}` : null });
    }),
    handle.post(apiUrl('auth/notification/read-all'), () => {
      calls.push('read-all');
      const updated = unread();
      items.forEach((item) => (item.read = true));
      return ok({ updated });
    }),
    handle.post(apiUrl('auth/notification/:id/read'), ({ params }) => {
      calls.push(`read ${String(params.id)}`);
      const item = items.find((entry) => entry._id === params.id);
      if (!item) return fail(404, 'NOTIFICATION_NOT_FOUND');
      item.read = true;
      return ok(item);
    }),
  ];
  return { handlers, calls, queries, items };
}
