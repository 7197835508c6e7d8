import type { Context } from 'hono';

import type { SecurityChange } from '../../contract/enums';
import { notify } from '../db/notifications';
import { storeSecurityToken } from '../db/security-tokens';
import { findMailRecipient } from '../db/users';
import { hashOpaqueToken, newOpaqueToken } from '../domain/opaque-tokens';
import { NOT_ME_LINK_SECONDS, notMeLink, securityAlertMail } from '../domain/security-alerts';
import { secondsLater } from '../domain/session-lifetimes';
import { sendMail } from '../mail/send-mail';
import type { AppDeps } from './deps';

export type SendSecurityAlert = (c: Context, userId: string, change: SecurityChange) => Promise<void>;

/**
 * After a credential change: a SECURITY_CHANGE notification and an e-mail whose "this was not me" link (a one-time
 * token, stored hashed, NOT_ME_LINK_SECONDS long) ends every session of the member and blocks money out.
 */
export function securityAlerter({ db, config, now, mail }: Pick<AppDeps, 'db' | 'config' | 'now' | 'mail'>): SendSecurityAlert {
  return async (c, userId, change) => {
    const member = await findMailRecipient(db, userId);
    if (!member) return;
    const at = now();
    const token = newOpaqueToken();
    await storeSecurityToken(db, {
      userId,
      purpose: 'NOT_ME',
      tokenHash: hashOpaqueToken(token),
      expiresAt: secondsLater(at, NOT_ME_LINK_SECONDS),
    });
    await notify(db, userId, 'SECURITY_CHANGE', { change }, at);
    await sendMail(db, mail, securityAlertMail(member, change, notMeLink(config, token), at), now);
    console.info(`[auth] Security alert ${change} sent to user ${userId}`);
  };
}
