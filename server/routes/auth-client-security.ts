import type { Context } from 'hono';
import { Hono } from 'hono';
import type { z } from 'zod';

import type { ErrorCode } from '../../contract/errors';
import { changeLoginPasswordHash, findPasswordHashes, setSecurePasswordHash } from '../db/member-security';
import { revokeSessions } from '../db/sessions';
import { listRecentSignIns } from '../db/sign-ins';
import { changePasswordSchema, changeSecurePasswordSchema } from '../../contract/requests/security';
import { hashPassword, verifyPassword } from '../domain/password';
import { RECENT_SIGN_INS, toSignInEntry } from '../domain/sign-ins';
import { fieldError, validationFailed } from '../http/errors';
import { requireMember, unauthorized } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { loginPasswordOf, storedPasswordChecker } from '../http/password-check';
import { ok, okMessage } from '../http/respond';
import { readJson, validate } from '../http/validate';
import type { AppDeps } from './deps';
import { securityAlerter } from './security-alert';
import { securityHoldUntil } from '../operations/security-hold';

/**
 * The current secure password proves it is the member: the login password alone is what a phisher has. The first
 * one, and a forgotten one, are set through an e-mailed link (secure-password/forgot and /reset).
 */

const same = (a: string, b: string) => a.normalize('NFKC') === b.normalize('NFKC');

/** auth/client: password, secure password and the list of sign-ins. */
export function authClientSecurityRoutes(deps: AppDeps) {
  const { db, tokenKeys, now, sessionCheck } = deps;
  const member = requireMember(tokenKeys, now, sessionCheck);
  const sendAlert = securityAlerter(deps);

  const checkStoredPassword = storedPasswordChecker(deps);
  const checkLoginPassword = (c: Context<AuthEnv>, password: string, field: string, wrong: ErrorCode) =>
    checkStoredPassword(c, password, loginPasswordOf, field, wrong);

  /** The step-up of a secure-password change: the current secure password; none set yet: the e-mailed link. */
  const checkSecurePasswordChange = async (c: Context<AuthEnv>, input: z.infer<typeof changeSecurePasswordSchema>) => {
    const hashes = await findPasswordHashes(db, c.get('memberId'));
    if (!hashes) throw unauthorized(c);
    const current = hashes.securePasswordHash;
    if (!current) throw fieldError('currentSecurePassword', 'FIRST_SECURE_PASSWORD_BY_LINK');
    if (!input.currentSecurePassword) throw fieldError('currentSecurePassword', 'CURRENT_SECURE_PASSWORD_MISSING');
    const wrong = 'CURRENT_SECURE_PASSWORD_WRONG';
    await checkStoredPassword(c, input.currentSecurePassword, () => current, 'currentSecurePassword', wrong);
    if (await verifyPassword(input.newSecurePassword, hashes.passwordHash)) {
      throw validationFailed({ newSecurePassword: 'SECURE_PASSWORD_SAME_AS_LOGIN' });
    }
  };

  return new Hono<AuthEnv>()
    .patch('/change-password', member, async (c) => {
      const input = validate(changePasswordSchema, await readJson(c));
      await checkLoginPassword(c, input.currentPassword, 'currentPassword', 'CURRENT_PASSWORD_WRONG');
      if (same(input.newPassword, input.currentPassword)) {
        throw validationFailed({ newPassword: 'NEW_PASSWORD_SAME' });
      }
      const userId = c.get('memberId');
      await changeLoginPasswordHash(db, userId, await hashPassword(input.newPassword), await securityHoldUntil(db, now()));
      sessionCheck.forget(await revokeSessions(db, userId, now(), { except: c.get('sessionId') }));
      console.info(`[auth] User ${userId} changed their password; their other sessions are signed out and money out is held`);
      await sendAlert(c, userId, 'PASSWORD');
      return okMessage(c, 'Password changed');
    })
    .patch('/change-secure-password', member, async (c) => {
      const input = validate(changeSecurePasswordSchema, await readJson(c));
      await checkSecurePasswordChange(c, input);
      const userId = c.get('memberId');
      const hash = await hashPassword(input.newSecurePassword);
      await setSecurePasswordHash(db, userId, hash, await securityHoldUntil(db, now()), 'SECURE_PASSWORD_CHANGED');
      await sendAlert(c, userId, 'SECURE_PASSWORD');
      return okMessage(c, 'Secure password changed');
    })
    .get('/sign-ins', member, async (c) =>
      ok(c, (await listRecentSignIns(db, c.get('memberId'), RECENT_SIGN_INS)).map(toSignInEntry)),
    );
}
