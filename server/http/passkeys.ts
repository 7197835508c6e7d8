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
import type { RateLimits } from '../domain/rate-limits';
import { secondsLater } from '../domain/session-lifetimes';
import { fieldError } from './errors';
import { limitAttempts } from './rate-limit';

interface PasskeyDeps {
  db: Database;
  config: { publicUrl: string; rateLimits: RateLimits };
  now: () => Date;
}

export interface PasskeyCeremonies {
  /** The relying party of PUBLIC_URL (`name` the site's, for the browser's prompt). */
  relyingParty(name?: string): RelyingParty;
  /**
   * Stores the challenge of options just made, for `purpose` and the member (null: a sign-in, whose passkey names
   * the member). Issuing is counted against passkeyChallenges under `limitKey` (the member, or the client's IP).
   */
  rememberChallenge(c: Context, challenge: string, purpose: WebAuthnPurpose, userId: string | null, limitKey: string): Promise<void>;
  /** The stored passkey the answer was made with, or null (an unknown credential id). */
  passkeyOf(response: AuthenticationResponseJSON): Promise<PasskeyRow | null>;
  /**
   * Checks an answer made with `passkey` against a challenge issued for `purpose` (to the passkey's member, or for a
   * sign-in to no one) and records the use; throws a 400 with the problem under `field`.
   */
  verify(response: AuthenticationResponseJSON, passkey: PasskeyRow, purpose: WebAuthnPurpose, field: string): Promise<void>;
}

/** The server side of passkey ceremonies: challenges stored in the database (every instance sees them), one-time. */
export function passkeyCeremonies({ db, config, now }: PasskeyDeps): PasskeyCeremonies {
  const refuse = (field: string, code: ErrorCode) => fieldError(field, code);
  return {
    relyingParty: (name = 'FilHub') => relyingPartyOf(config.publicUrl, name),

    async rememberChallenge(c, challenge, purpose, userId, limitKey) {
      const at = now();
      await limitAttempts(c, db, config.rateLimits.passkeyChallenges, `passkey:challenge:${limitKey}`, at);
      await storeWebAuthnChallenge(db, { challenge, purpose, userId, expiresAt: secondsLater(at, CHALLENGE_SECONDS) }, at);
    },

    passkeyOf: (response) => findPasskeyByCredentialId(db, response.id),

    async verify(response, passkey, purpose, field) {
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
    },
  };
}
