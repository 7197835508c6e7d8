import { Hono } from 'hono';

import { verifyEmailSchema } from '../../contract/requests/auth';
import { findEmailVerified } from '../db/email-verification';
import { hashOpaqueToken } from '../domain/opaque-tokens';
import { ApiError, fieldError } from '../http/errors';
import { requireMember, unauthorized } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { limitAttempts } from '../http/rate-limit';
import { okMessage } from '../http/respond';
import { readJson, validate } from '../http/validate';
import { verifyEmailWithToken } from '../operations/email-verification';
import type { AppDeps } from './deps';
import { emailVerificationSender } from './email-verification';

export const VERIFY_LINK_SENT = 'A new verification link has been e-mailed to you';
export const EMAIL_VERIFIED = 'Your e-mail address is verified';

/**
 * auth/client: the member's e-mail verification. The link is opened by the signed-in member it was sent to (a
 * token of another member's link is refused, and stays usable by its owner); "resend" mails a new link, limited per
 * member.
 */
export function authClientEmailVerificationRoutes(deps: AppDeps) {
  const { db, config, tokenKeys, now, sessionCheck } = deps;
  const member = requireMember(tokenKeys, now, sessionCheck);
  const sendVerification = emailVerificationSender(deps);

  return new Hono<AuthEnv>()
    .post('/verify-email', member, async (c) => {
      const { token } = validate(verifyEmailSchema, await readJson(c));
      const userId = c.get('memberId');
      if (!(await verifyEmailWithToken(db, userId, hashOpaqueToken(token), now()))) throw fieldError('token', 'EMAIL_VERIFY_LINK_INVALID');
      console.info(`[auth] User ${userId} verified their e-mail address`);
      return okMessage(c, EMAIL_VERIFIED);
    })
    .post('/verify-email/resend', member, async (c) => {
      const userId = c.get('memberId');
      const verified = await findEmailVerified(db, userId);
      if (verified === null) throw unauthorized(c);
      if (verified) throw new ApiError(409, 'EMAIL_ALREADY_VERIFIED');
      await limitAttempts(c, db, config.rateLimits.verifyEmailResendPerMember, `verify-email-resend:member:${userId}`, now());
      await sendVerification(userId);
      return okMessage(c, VERIFY_LINK_SENT);
    });
}
