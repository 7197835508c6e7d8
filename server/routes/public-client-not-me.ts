import { Hono } from 'hono';

import { lockDownWithToken } from '../db/money-out-block';
import { notMeSchema } from '../../contract/requests/auth';
import { hashOpaqueToken } from '../domain/opaque-tokens';
import { SECURITY_MESSAGES } from '../domain/security-alerts';
import { fieldError } from '../http/errors';
import { okMessage } from '../http/respond';
import { readJson, validate } from '../http/validate';
import type { AppDeps } from './deps';


/** public/client/not-me: the "this was not me" link of a security alert, confirmed without signing in. */
export function publicClientNotMeRoutes({ db, now }: AppDeps) {
  return new Hono().post('/not-me', async (c) => {
    const { token } = validate(notMeSchema, await readJson(c));
    const userId = await lockDownWithToken(db, hashOpaqueToken(token), SECURITY_MESSAGES.notMeReason, now());
    if (!userId) throw fieldError('token', 'NOT_ME_LINK_INVALID');
    console.warn(`[auth] User ${userId} answered a security alert with "this was not me": sessions ended, money out blocked`);
    return okMessage(c, SECURITY_MESSAGES.notMeDone);
  });
}
