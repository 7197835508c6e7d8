import type { Context } from 'hono';

import type { SecurityChange } from '../../contract/enums';
import { notify } from '../db/notifications';
import { storeSecurityToken } from '../db/security-tokens';
import type { Database } from '../db/types';
import { findMailRecipient } from '../db/users';
import { hashOpaqueToken, newOpaqueToken } from '../domain/opaque-tokens';
import { NOT_ME_LINK_SECONDS, notMeLink } from '../domain/security-alerts';
import { secondsLater } from '../domain/session-lifetimes';
import { memberMailer } from '../mail/member-mail';
import type { AppDeps } from './deps';

export interface SecurityAlertOptions {
  /** The anti-phishing code the mail shows instead of the member's current one (a code change shows the old one). */
  antiPhishingPhrase?: string | null;
  /** Passkeys the change removed (a password reset): the mail says so. */
  passkeysRemoved?: number;
}

export type SendSecurityAlert = (c: Context, userId: string, change: SecurityChange, options?: SecurityAlertOptions) => Promise<void>;

/** A "this was not me" link for the member: a one-time token, stored hashed, NOT_ME_LINK_SECONDS long. */
export async function newNotMeLink(db: Database, config: { publicUrl: string }, userId: string, at: Date): Promise<string> {
  const token = newOpaqueToken();
  await storeSecurityToken(db, {
    userId,
    purpose: 'NOT_ME',
    tokenHash: hashOpaqueToken(token),
    expiresAt: secondsLater(at, NOT_ME_LINK_SECONDS),
  });
  return notMeLink(config, token);
}

/**
 * After a credential change: a SECURITY_CHANGE notification and an e-mail whose "this was not me" link ends every
 * session of the member and blocks money out.
 */
export function securityAlerter(deps: Pick<AppDeps, 'db' | 'config' | 'now' | 'mail'>): SendSecurityAlert {
  const { db, config, now } = deps;
  const sendMemberMail = memberMailer(deps);
  return async (c, userId, change, { passkeysRemoved, ...options } = {}) => {
    const member = await findMailRecipient(db, userId);
    if (!member) return;
    const at = now();
    const link = await newNotMeLink(db, config, userId, at);
    await notify(db, userId, 'SECURITY_CHANGE', { change }, at);
    await sendMemberMail(member, 'SECURITY_ALERT', { change, notMeLink: link, at, passkeysRemoved }, options);
    console.info(`[auth] Security alert ${change} sent to user ${userId}`);
  };
}
