import { Hono } from 'hono';

import { lockDownMember } from '../db/money-out-block';
import { findPasswordHashes, setSecurePasswordHash } from '../db/member-security';
import { claimSecurityToken, isSecurityTokenLive, retireSecurityTokens, storeSecurityToken } from '../db/security-tokens';
import { findMailRecipient } from '../db/users';
import { secureResetSchema as resetSchema } from '../../contract/requests/security';
import { hashOpaqueToken, newOpaqueToken } from '../domain/opaque-tokens';
import { hashPassword, verifyPassword } from '../domain/password';
import { SECURITY_MESSAGES, secureResetLink } from '../domain/security-alerts';
import { secondsLater } from '../domain/session-lifetimes';
import { fieldError, validationFailed } from '../http/errors';
import { requireMember, unauthorized } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { limitAttempts } from '../http/rate-limit';
import { okMessage } from '../http/respond';
import { readJson, validate } from '../http/validate';
import { memberMailer } from '../mail/member-mail';
import type { AppDeps } from './deps';
import { securityAlerter } from './security-alert';
import { securityHoldUntil } from '../operations/security-hold';

const invalidLink = () => fieldError('token', 'SECURE_RESET_LINK_INVALID');

/**
 * auth/client: the forgotten secure password (an e-mailed one-time link to a page where the signed-in member sets a
 * new one: the login password alone never sets it) and "this was not me" from an in-app alert.
 */
export function authClientSecureResetRoutes(deps: AppDeps) {
  const { db, config, tokenKeys, now, sessionCheck } = deps;
  const member = requireMember(tokenKeys, now, sessionCheck);
  const sendAlert = securityAlerter(deps);
  const sendMemberMail = memberMailer(deps);
  const lifetime = config.sessionLifetimes.passwordResetToken;

  return new Hono<AuthEnv>()
    .post('/secure-password/forgot', member, async (c) => {
      const userId = c.get('memberId');
      const at = now();
      await limitAttempts(c, db, config.rateLimits.forgotPerIp, `secure-forgot:user:${userId}`, at);
      const recipient = await findMailRecipient(db, userId);
      if (!recipient) throw unauthorized(c);
      const token = newOpaqueToken();
      await storeSecurityToken(db, {
        userId,
        purpose: 'SECURE_PASSWORD_RESET',
        tokenHash: hashOpaqueToken(token),
        expiresAt: secondsLater(at, lifetime),
      });
      const link = secureResetLink(config, token);
      await sendMemberMail(recipient, 'SECURE_PASSWORD_RESET', { link, validMinutes: Math.round(lifetime / 60) });
      return okMessage(c, SECURITY_MESSAGES.secureResetSent);
    })
    .post('/secure-password/reset', member, async (c) => {
      const { token, newSecurePassword } = validate(resetSchema, await readJson(c));
      const userId = c.get('memberId');
      const tokenHash = hashOpaqueToken(token);
      // Checked before hashing, so that made-up tokens cost no hashing time.
      if (!(await isSecurityTokenLive(db, 'SECURE_PASSWORD_RESET', tokenHash, now()))) throw invalidLink();
      const hashes = await findPasswordHashes(db, userId);
      if (!hashes) throw unauthorized(c);
      if (await verifyPassword(newSecurePassword, hashes.passwordHash)) {
        throw validationFailed({ newSecurePassword: 'SECURE_PASSWORD_SAME_AS_LOGIN' });
      }
      const hash = await hashPassword(newSecurePassword);
      const at = now();
      // The first one is set, not changed (the alert and the hold say so); it holds money out all the same: whoever
      // has the login password and the mailbox could otherwise set one and move the money at once.
      const first = hashes.securePasswordHash === null;
      const holdUntil = await securityHoldUntil(db, at);
      const done = await db.transaction(async (tx) => {
        if (!(await claimSecurityToken(tx, 'SECURE_PASSWORD_RESET', tokenHash, at, userId))) return false;
        await setSecurePasswordHash(tx, userId, hash, holdUntil, first ? 'SECURE_PASSWORD_SET' : 'SECURE_PASSWORD_CHANGED');
        await retireSecurityTokens(tx, userId, 'SECURE_PASSWORD_RESET', at);
        return true;
      });
      if (!done) throw invalidLink();
      await sendAlert(c, userId, first ? 'SECURE_PASSWORD_SET' : 'SECURE_PASSWORD');
      return okMessage(c, first ? 'Secure password set' : 'Secure password changed');
    })
    .post('/security/not-me', member, async (c) => {
      const userId = c.get('memberId');
      await lockDownMember(db, userId, SECURITY_MESSAGES.notMeReason, now());
      console.warn(`[auth] User ${userId} answered a security alert with "this was not me": sessions ended, money out blocked`);
      return okMessage(c, SECURITY_MESSAGES.notMeDone);
    });
}
