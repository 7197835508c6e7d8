import type { Context } from 'hono';

import type { ErrorCode } from '../../contract/errors';
import type { AuthenticationResponseJSON } from '../../contract/second-factors';
import { findPasskeyByCredentialId, recordPasskeyUse } from '../db/passkeys';
import type { PasskeyRow } from '../db/passkeys';
import type { WebAuthnPurpose } from '../db/schema';
import type { Database } from '../db/types';
import { claimWebAuthnChallenge, storeWebAuthnChallenge } from '../db/webauthn-challenges';
import { challengeOf, CHALLENGE_SECONDS, relyingPartyOf, userHandleOf, verifyAssertion } from '../domain/passkeys';
import type { RelyingParty } from '../domain/passkeys';
import { windowStartOf } from '../domain/rate-limits';
import type { RateLimits } from '../domain/rate-limits';
import { secondsLater } from '../domain/session-lifetimes';
import { uncountAttempt } from '../db/rate-limits';
import type { ClientIp } from './client-info';
import { fieldError } from './errors';
import { limitAttempts } from './rate-limit';

interface PasskeyDeps {
  db: Database;
  config: { publicUrl: string; rateLimits: RateLimits };
  now: () => Date;
  /** Needed to issue sign-in challenges (limited per client IP); the other ceremonies are limited per member. */
  clientIp?: ClientIp;
}

export interface PasskeyCeremonies {
  /** The relying party of PUBLIC_URL (`name` the site's, for the browser's prompt). */
  relyingParty(name?: string): RelyingParty;
  /**
   * Stores the challenge of options just made, for `purpose` and the member (null: a sign-in, whose passkey names
   * the member). Issuing counts against passkeyChallenges, per member (a sign-in's: per client IP); a completed
   * ceremony takes its count back (`completed`), so the limit stops challenges that are never answered.
   */
  rememberChallenge(c: Context, challenge: string, purpose: WebAuthnPurpose, userId: string | null): Promise<void>;
  /** Takes back the count of a challenge whose ceremony completed. */
  completed(c: Context, purpose: WebAuthnPurpose, userId: string | null): Promise<void>;
  /** The stored passkey the answer was made with, or null (an unknown credential id). */
  passkeyOf(response: AuthenticationResponseJSON): Promise<PasskeyRow | null>;
  /**
   * Checks an answer made with `passkey` against a challenge issued for `purpose` (to the passkey's member, or for a
   * sign-in to no one) and records the use (the ceremony completed); throws a 400 with the problem under `field`.
   */
  verify(c: Context, response: AuthenticationResponseJSON, passkey: PasskeyRow, purpose: WebAuthnPurpose, field: string): Promise<void>;
}

/** The server side of passkey ceremonies: challenges stored in the database (every instance sees them), one-time. */
export function passkeyCeremonies({ db, config, now, clientIp }: PasskeyDeps): PasskeyCeremonies {
  const refuse = (field: string, code: ErrorCode) => fieldError(field, code);
  const rule = config.rateLimits.passkeyChallenges;
  const limitKey = (c: Context, purpose: WebAuthnPurpose, userId: string | null) =>
    purpose === 'SIGN_IN' || userId === null ? `passkey:challenge:ip:${clientIp?.(c) ?? 'unknown'}` : `passkey:challenge:user:${userId}`;
  const completed = (c: Context, purpose: WebAuthnPurpose, userId: string | null) =>
    uncountAttempt(db, limitKey(c, purpose, userId), windowStartOf(now(), rule));

  return {
    relyingParty: (name = 'FilHub') => relyingPartyOf(config.publicUrl, name),

    async rememberChallenge(c, challenge, purpose, userId) {
      const at = now();
      await limitAttempts(c, db, rule, limitKey(c, purpose, userId), at);
      await storeWebAuthnChallenge(db, { challenge, purpose, userId, expiresAt: secondsLater(at, CHALLENGE_SECONDS) }, at);
    },

    completed,

    passkeyOf: (response) => findPasskeyByCredentialId(db, response.id),

    async verify(c, response, passkey, purpose, field) {
      const challenge = challengeOf(response);
      if (!challenge) throw refuse(field, 'PASSKEY_RESPONSE_INVALID');
      const at = now();
      // Claimed before the signature is checked: a challenge is spent by any answer, so it never works twice.
      if (!(await claimWebAuthnChallenge(db, challenge, purpose, purpose === 'SIGN_IN' ? null : passkey.userId, at))) {
        throw refuse(field, 'PASSKEY_CHALLENGE_INVALID');
      }
      // A discoverable passkey names its member too: it must be the passkey's.
      const handle = response.response.userHandle;
      if (handle && handle !== Buffer.from(userHandleOf(passkey.userId)).toString('base64url')) throw refuse(field, 'PASSKEY_NOT_ACCEPTED');
      const counter = await verifyAssertion(response, relyingPartyOf(config.publicUrl, ''), challenge, passkey);
      if (counter === null) throw refuse(field, 'PASSKEY_NOT_ACCEPTED');
      if (!(await recordPasskeyUse(db, passkey.id, counter, at))) {
        console.warn(`[auth] Passkey ${passkey.id} of user ${passkey.userId} signed with a counter that did not go up: refused (a cloned authenticator?)`);
        throw refuse(field, 'PASSKEY_NOT_ACCEPTED');
      }
      await completed(c, purpose, passkey.userId);
    },
  };
}
