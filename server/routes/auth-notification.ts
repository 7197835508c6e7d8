import { Hono } from 'hono';

import type { KeyPage } from '../../contract/envelope';
import type { Notification, ReadAllResult, UnreadCount } from '../../contract/notifications';
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../db/notifications';
import { NOTIFICATION_ERRORS, notificationListQuery, toNotificationView } from '../domain/notifications';
import { isUuid } from '../../contract/ids';
import { nextCursorOf, readCursor } from '../http/cursor';
import { notFound } from '../http/errors';
import { requireMember } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import type { AppDeps } from './deps';

/** auth/notification: the member's notifications (list, unread count, mark one or all read). */
export function authNotificationRoutes({ db, tokenKeys, now, sessionCheck }: AppDeps) {
  const member = requireMember(tokenKeys, now, sessionCheck);
  return new Hono<AuthEnv>()
    .get('/list', member, async (c) => {
      const query = validate(notificationListQuery, c.req.query());
      const after = readCursor('notification', query.cursor);
      const { rows, next } = await listNotifications(db, c.get('memberId'), { ...query, after });
      return ok<KeyPage<Notification>>(c, { items: rows.map(toNotificationView), limit: query.limit, nextCursor: nextCursorOf('notification', next) });
    })
    .get('/unread-count', member, async (c) => ok<UnreadCount>(c, { count: await countUnreadNotifications(db, c.get('memberId')) }))
    .post('/read-all', member, async (c) => {
      const updated = await markAllNotificationsRead(db, c.get('memberId'), now());
      return ok<ReadAllResult>(c, { updated }, 'Notifications marked read');
    })
    .post('/:id/read', member, async (c) => {
      const id = c.req.param('id');
      const row = isUuid(id) ? await markNotificationRead(db, c.get('memberId'), id.toLowerCase(), now()) : null;
      if (!row) throw notFound(NOTIFICATION_ERRORS.notFound);
      return ok(c, toNotificationView(row), 'Notification marked read');
    });
}
