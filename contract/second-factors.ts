import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

import type { SessionTokens } from './auth';

export type { AuthenticationResponseJSON, RegistrationResponseJSON };

/** How many recovery codes turning 2FA on (or renewing them) makes. */
export const RECOVERY_CODE_COUNT = 10;

/** The characters of a recovery code: no look-alikes (no 0/O, 1/I). */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A recovery code has this many characters (80 random bits), shown in groups of four: `ABCD-EFGH-JKMN-PQRS`. */
export const RECOVERY_CODE_LENGTH = 16;

/** The recovery codes just made (gg-2fa/enable, gg-2fa/recovery-codes): shown once, stored only hashed. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** GET gg-2fa/recovery-codes: how many unused recovery codes the member has. */
export interface RecoveryCodesLeft {
  remaining: number;
}

/** A sign-in completed with a recovery code: the session, and how many codes are left. */
export interface RecoverySignIn extends SessionTokens {
  recoveryCodesLeft: number;
}

/** GET gg-2fa/methods (2FA-step token): the second factors the member can use besides the authenticator code. */
export interface SecondFactorMethods {
  passkey: boolean;
}

/** A passkey of the member (auth/client/passkeys): never its key or credential id. */
export interface Passkey {
  id: string;
  name: string;
  /** ISO date-times. */
  createdAt: string;
  lastUsedAt: string | null;
}

/** What the browser passes to navigator.credentials.create() to make a passkey. */
export type PasskeyCreationOptions = PublicKeyCredentialCreationOptionsJSON;

/** What the browser passes to navigator.credentials.get() to sign a challenge with a passkey. */
export type PasskeyRequestOptions = PublicKeyCredentialRequestOptionsJSON;
