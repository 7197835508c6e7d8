import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';

import { findPasswordHashes, setSecurePasswordHash } from '../db/member-security';
import { revokeSessions } from '../db/sessions';
import { listRecentSignIns } from '../db/sign-ins';
import { setPasswordHash } from '../db/users';
import { presentedPasswordSchema, strongPasswordSchema } from '../domain/member-fields';
import { hashPassword, verifyPassword } from '../domain/password';
import { RECENT_SIGN_INS, toSignInEntry } from '../domain/sign-ins';
import { validationFailed } from '../http/errors';
import { requireMember, unauthorized } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { limitAttempts } from '../http/rate-limit';
import { ok, okMessage } from '../http/respond';
import { readJson, validate } from '../http/validate';
import type { AppDeps } from './deps';

const changePasswordSchema = z.object({
  currentPassword: presentedPasswordSchema('Current password'),
  newPassword: strongPasswordSchema('New password'),
});

const changeSecurePasswordSchema = z.object({
  password: presentedPasswordSchema('Password'),
  newSecurePassword: strongPasswordSchema('Secure password'),
});

const same = (a: string, b: string) => a.normalize('NFKC') === b.normalize('NFKC');

/** auth/client: password, secure password and the list of sign-ins. */
export function authClientSecurityRoutes({ db, config, tokenKeys, now, sessionCheck }: AppDeps) {
  const member = requireMember(tokenKeys, now, sessionCheck);

  /**
   * Checks the member's login password; wrong ones count against passwordCheckPerUser (a right one takes its
   * attempt back). Answers the stored hashes.
   */
  const checkLoginPassword = async (c: Context<AuthEnv>, password: string, field: string, wrong: string) => {
    const userId = c.get('memberId');
    const attempt = await limitAttempts(c, db, config.rateLimits.passwordCheckPerUser, `password:user:${userId}`, now());
    const hashes = await findPasswordHashes(db, userId);
    if (!hashes) throw unauthorized(c);
    if (!(await verifyPassword(password, hashes.passwordHash))) throw validationFailed({ [field]: wrong }, wrong);
    await attempt.refund();
    return hashes;
  };

  return new Hono<AuthEnv>()
    .patch('/change-password', member, async (c) => {
      const input = validate(changePasswordSchema, await readJson(c));
      await checkLoginPassword(c, input.currentPassword, 'currentPassword', 'The current password is wrong');
      if (same(input.newPassword, input.currentPassword)) {
        throw validationFailed({ newPassword: 'The new password must be different from the current one' });
      }
      const userId = c.get('memberId');
      await setPasswordHash(db, userId, await hashPassword(input.newPassword));
      sessionCheck.forget(await revokeSessions(db, userId, now(), { except: c.get('sessionId') }));
      console.info(`[auth] User ${userId} changed their password; their other sessions are signed out`);
      return okMessage(c, 'Password changed');
    })
    .patch('/change-secure-password', member, async (c) => {
      const input = validate(changeSecurePasswordSchema, await readJson(c));
      await checkLoginPassword(c, input.password, 'password', 'The password is wrong');
      if (same(input.newSecurePassword, input.password)) {
        throw validationFailed({ newSecurePassword: 'The secure password must be different from the login password' });
      }
      await setSecurePasswordHash(db, c.get('memberId'), await hashPassword(input.newSecurePassword));
      return okMessage(c, 'Secure password changed');
    })
    .get('/sign-ins', member, async (c) =>
      ok(c, (await listRecentSignIns(db, c.get('memberId'), RECENT_SIGN_INS)).map(toSignInEntry)),
    );
}
