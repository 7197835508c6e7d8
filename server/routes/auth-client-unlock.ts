import { Hono } from 'hono';

import { unlockDeviceSchema, unlockLinkRequestSchema } from '../../contract/requests/auth';
import { isMemberLocked } from '../db/member-admin';
import { findMailRecipient, findSignInCandidate } from '../db/users';
import { deviceHashOf, UNLOCK_LINK_SECONDS } from '../domain/devices';
import { signInUnlockLink } from '../domain/mail/templates/sign-in-unlock';
import { hashOpaqueToken, newOpaqueToken } from '../domain/opaque-tokens';
import { secondsLater } from '../domain/session-lifetimes';
import { clientUserAgent } from '../http/client-info';
import { presentedDeviceId, setDeviceCookie } from '../http/device-cookie';
import { fieldError } from '../http/errors';
import { limitAttemptsUnderEach } from '../http/rate-limit';
import { okMessage } from '../http/respond';
import { readJson, validate } from '../http/validate';
import { memberMailer } from '../mail/member-mail';
import { issueSignInUnlockToken, unlockDeviceWithToken } from '../operations/sign-in-unlock';
import type { AppDeps } from './deps';

export const UNLOCK_LINK_ANSWER = 'If the account exists, an unlock link has been e-mailed to its owner';
export const DEVICE_UNLOCKED = 'This device is unlocked, sign in with your password';

/**
 * auth/client: the way through a sign-in refused as SIGN_IN_LOCKED (too many failures from devices the member never
 * signed in from). "E-mail me an unlock link" mails the member a one-time link (20 minutes); the device that opens it
 * gets the device cookie and becomes known to the member, so it has its own count from then on. The link signs no
 * one in: the password (and second factor) are still asked. Under /auth/client so that the device cookie (its path)
 * comes along.
 */
export function authClientUnlockRoutes(deps: AppDeps) {
  const { db, config, now, clientIp } = deps;
  const sendMemberMail = memberMailer(deps);

  return new Hono()
    .post('/unlock-link', async (c) => {
      const { username: login } = validate(unlockLinkRequestSchema, await readJson(c));
      const at = now();
      // Per client IP, and per name typed (hashed: the counters keep no e-mail addresses), member or not: the same
      // answer and the same limits whoever is named (a count shared by a username and an e-mail would tell that both
      // name one member), and no mailbox filled from many IPs.
      await limitAttemptsUnderEach(
        c,
        db,
        [
          [config.rateLimits.unlockLinkPerIp, `unlock-link:ip:${clientIp(c) ?? 'unknown'}`],
          [config.rateLimits.unlockLinkPerName, `unlock-link:name:${hashOpaqueToken(login)}`],
        ],
        at,
      );
      const member = await findSignInCandidate(db, login);
      const recipient = member && !(await isMemberLocked(db, member.id)) ? await findMailRecipient(db, member.id) : null;
      if (recipient) {
        const token = newOpaqueToken();
        await issueSignInUnlockToken(db, recipient.id, hashOpaqueToken(token), at, secondsLater(at, UNLOCK_LINK_SECONDS));
        // To the member's own address, in their language, with their anti-phishing code: never to the asker.
        await sendMemberMail(recipient, 'SIGN_IN_UNLOCK', {
          link: signInUnlockLink(config, token),
          validMinutes: Math.round(UNLOCK_LINK_SECONDS / 60),
          at,
          userAgent: clientUserAgent(c),
          ip: clientIp(c),
        });
      }
      return okMessage(c, UNLOCK_LINK_ANSWER);
    })
    .post('/unlock-device', async (c) => {
      const { token } = validate(unlockDeviceSchema, await readJson(c));
      const key = (await deps.tokenKeys()).device;
      const presentedId = presentedDeviceId(c, key);
      const presented = presentedId ? { id: presentedId, hash: deviceHashOf(presentedId) } : null;
      const unlocked = await unlockDeviceWithToken(db, hashOpaqueToken(token), presented, now());
      if (!unlocked) throw fieldError('token', 'UNLOCK_LINK_INVALID');
      setDeviceCookie(c, key, unlocked.deviceId, config.production);
      console.info(`[auth] User ${unlocked.userId} unlocked sign-in on a device with an e-mailed link`);
      return okMessage(c, DEVICE_UNLOCKED);
    });
}
