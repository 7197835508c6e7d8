// Second factors beside the TOTP secret (users.totp_secret): recovery codes, passkeys and their challenges.
import { bigint, boolean, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

import { createdAt, timestampColumn } from './columns';
import { users } from './members';

/**
 * The member's 2FA recovery codes, as sha256 (hex) of the code's 16 characters: a code has 80 random bits, so a
 * plain hash cannot be reversed by trying codes. A code is used up by a conditional UPDATE of `used_at`; making new
 * codes (turning 2FA on, renewing them) deletes the old ones, and turning 2FA off deletes them all.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestampColumn('used_at'),
    createdAt: createdAt(),
  },
  (t) => [unique('recovery_codes_user_code_unique').on(t.userId, t.codeHash)],
);

/**
 * The member's passkeys (WebAuthn credentials): the credential id (base64url, as the browser names it) and its
 * COSE public key (base64url). The key is public, but neither is ever sent back to the member's browser.
 * `counter` is the authenticator's signature counter: an assertion whose counter does not go up (when either is
 * non-zero) is refused as a possible clone.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull(),
    /** How the browser reaches the authenticator (internal, hybrid, usb…), JSON text; given back as a hint. */
    transports: text('transports').notNull(),
    /** singleDevice or multiDevice (a synced passkey), and whether it is backed up. */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestampColumn('last_used_at'),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);

export const WEBAUTHN_PURPOSES = ['REGISTER', 'SIGN_IN', 'SECOND_FACTOR', 'MONEY'] as const;
export type WebAuthnPurpose = (typeof WEBAUTHN_PURPOSES)[number];

/**
 * Challenges the server issued for a WebAuthn ceremony, shared by every instance: one-time (a conditional UPDATE of
 * `used_at` claims one), short-lived, and bound to their purpose and, except a sign-in's, to their member.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** base64url of 32 random bytes, as the browser echoes it in clientDataJSON. */
    challenge: text('challenge').notNull().unique(),
    purpose: text('purpose', { enum: WEBAUTHN_PURPOSES }).notNull(),
    /** Null only for "Sign in with a passkey", where the passkey says who the member is. */
    userId: uuid('user_id').references(() => users.id),
    expiresAt: timestampColumn('expires_at').notNull(),
    usedAt: timestampColumn('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('webauthn_challenges_expires_at_idx').on(t.expiresAt)],
);
