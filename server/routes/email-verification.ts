import { findMailRecipient } from '../db/users';
import { emailVerifyLink } from '../domain/mail/templates/email-verify';
import { hashOpaqueToken, newOpaqueToken } from '../domain/opaque-tokens';
import { secondsLater } from '../domain/session-lifetimes';
import { memberMailer } from '../mail/member-mail';
import { issueEmailVerifyToken } from '../operations/email-verification';
import type { AppDeps } from './deps';

/** How long an e-mailed verification link works: two days, time enough to open it on a device signed in. */
export const EMAIL_VERIFY_LINK_SECONDS = 48 * 60 * 60;

/**
 * Mails the member a new verification link (a `security_tokens` row: sha256 of the token, one use, 48 hours; a newer
 * link retires the older ones), in their language, to their own address. Sign-up, a leader's new downline and
 * "resend" use it.
 */
export function emailVerificationSender(deps: AppDeps) {
  const { db, config, now } = deps;
  const sendMemberMail = memberMailer(deps);
  return async (userId: string): Promise<void> => {
    const recipient = await findMailRecipient(db, userId);
    if (!recipient) return;
    const token = newOpaqueToken();
    const at = now();
    await issueEmailVerifyToken(db, userId, hashOpaqueToken(token), at, secondsLater(at, EMAIL_VERIFY_LINK_SECONDS));
    await sendMemberMail(recipient, 'EMAIL_VERIFY', { link: emailVerifyLink(config, token), validHours: EMAIL_VERIFY_LINK_SECONDS / 3600 });
  };
}
