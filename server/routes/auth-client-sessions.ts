import { Hono } from 'hono';
import { z } from 'zod';

import type { SignedOutSessions } from '../../contract/sessions';
import { listLiveSessions, revokeSessions } from '../db/sessions';
import { toSessionEntry } from '../domain/sessions';
import { ApiError } from '../http/errors';
import { requireMember } from '../http/member-auth';
import { clearRefreshCookie } from '../http/refresh-cookie';
import type { AuthEnv } from '../http/member-auth';
import { ok, okMessage } from '../http/respond';
import type { AppDeps } from './deps';

const sessionIdSchema = z.uuid();

/** auth/client/sessions: the member's signed-in devices, and signing them out. */
export function authClientSessionsRoutes({ db, config, tokenKeys, now, sessionCheck }: AppDeps) {
  const member = requireMember(tokenKeys, now, sessionCheck);

  return new Hono<AuthEnv>()
    .get('/sessions', member, async (c) => {
      const rows = await listLiveSessions(db, c.get('memberId'), now());
      return ok(c, rows.map((row) => toSessionEntry(row, c.get('sessionId'))));
    })
    .post('/sessions/sign-out-others', member, async (c) => {
      const ended = await revokeSessions(db, c.get('memberId'), now(), { except: c.get('sessionId') });
      sessionCheck.forget(ended);
      return ok<SignedOutSessions>(c, { signedOut: ended.length }, 'Other sessions signed out');
    })
    .delete('/sessions/:id', member, async (c) => {
      const id = c.req.param('id');
      // Another member's session, an ended one or no session at all: the same 404.
      const ended = sessionIdSchema.safeParse(id).success ? await revokeSessions(db, c.get('memberId'), now(), { only: id }) : [];
      if (ended.length === 0) throw new ApiError(404, 'SESSION_NOT_FOUND');
      sessionCheck.forget(ended);
      if (id === c.get('sessionId')) clearRefreshCookie(c, { secure: config.production });
      return okMessage(c, 'Session signed out');
    });
}
