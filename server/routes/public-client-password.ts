import { Hono } from 'hono';

import { findLivePasswordResetToken, resetPasswordWithToken, storePasswordResetToken } from '../db/password-reset-tokens';
import { findMemberByEmail } from '../db/users';
import { hashOpaqueToken, newOpaqueToken } from '../domain/opaque-tokens';
import { hashPassword } from '../domain/password';
import { passwordResetLink } from '../domain/mail/templates/password-reset';
import { secondsLater } from '../domain/session-lifetimes';
import { ApiError } from '../http/errors';
import { limitAttemptsUnderEach } from '../http/rate-limit';
import { okMessage } from '../http/respond';
import { readJson, validate } from '../http/validate';
import { memberMailer } from '../mail/member-mail';
import { forgotPasswordSchema, resetPasswordSchema } from '../../contract/requests/auth';
import type { AppDeps } from './deps';
import { securityAlerter } from './security-alert';
import { securityHoldUntil } from '../operations/security-hold';

export const FORGOT_ANSWER = 'If the email is registered, a reset link has been sent';
const INVALID_RESET_TOKEN = 'RESET_LINK_INVALID';


const invalidResetToken = () => new ApiError(400, INVALID_RESET_TOKEN, { errors: { token: INVALID_RESET_TOKEN } });

/** public/client: forgotten password (a one-time link by e-mail) and the reset itself. */
export function publicClientPasswordRoutes(deps: AppDeps) {
  const { db, config, now, clientIp } = deps;
  const sendAlert = securityAlerter(deps);
  const sendMemberMail = memberMailer(deps);
  const lifetime = config.sessionLifetimes.passwordResetToken;

  return new Hono()
    .post('/forgot', async (c) => {
      const { email } = validate(forgotPasswordSchema, await readJson(c));
      const at = now();
      // Per client IP, and per address (registered or not, so the answer tells nothing; hashed, so the counters
      // table keeps no e-mail addresses) against mail bombing from many IPs.
      await limitAttemptsUnderEach(
        c,
        db,
        [
          [config.rateLimits.forgotPerIp, `forgot:ip:${clientIp(c) ?? 'unknown'}`],
          [config.rateLimits.forgotPerEmail, `forgot:email:${hashOpaqueToken(email)}`],
        ],
        at,
      );
      const member = await findMemberByEmail(db, email);
      if (member) {
        const token = newOpaqueToken();
        await storePasswordResetToken(db, {
          userId: member.id,
          tokenHash: hashOpaqueToken(token),
          expiresAt: secondsLater(at, lifetime),
        });
        const link = passwordResetLink(config, token);
        // In the language of the member the address belongs to (not the visitor's), with their anti-phishing code.
        await sendMemberMail(member, 'PASSWORD_RESET', { link, validMinutes: Math.round(lifetime / 60) });
      }
      return okMessage(c, FORGOT_ANSWER);
    })
    .post('/reset-password', async (c) => {
      const { token, password } = validate(resetPasswordSchema, await readJson(c));
      const tokenHash = hashOpaqueToken(token);
      // Checked before hashing, so that made-up tokens cost no hashing time.
      if (!(await findLivePasswordResetToken(db, tokenHash, now()))) throw invalidResetToken();
      const passwordHash = await hashPassword(password);
      const at = now();
      const reset = await resetPasswordWithToken(db, tokenHash, passwordHash, at, await securityHoldUntil(db, at));
      if (!reset) throw invalidResetToken();
      const { userId, passkeysRemoved } = reset;
      console.info(`[auth] Password reset by e-mail link for user ${userId}; their sessions are revoked and their passkeys removed`);
      await sendAlert(c, userId, 'PASSWORD', { passkeysRemoved });
      return okMessage(c, 'Your password has been reset, sign in with the new one');
    });
}
