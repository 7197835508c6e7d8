import * as z from 'zod/mini';

import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_LENGTH } from '../second-factors';
import { presentedPasswordSchema, requiredText, textField, verificationCodeSchema } from './fields';

/** A recovery code as typed: case, spaces and dashes do not matter; answers the 16 characters in upper case. */
export const recoveryCodeSchema = z.pipe(
  z.pipe(requiredText('RECOVERY_CODE'), z.transform((value) => value.replace(/[\s-]+/g, '').toUpperCase())),
  z.string().check(z.regex(new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`), 'RECOVERY_CODE_FORMAT')),
);

/** The second step of a sign-in with a recovery code instead of the authenticator code. */
export const recoveryCodeRequestSchema = z.object({ recoveryCode: recoveryCodeSchema });
export type RecoveryCodeRequest = z.input<typeof recoveryCodeRequestSchema>;

/** Turning 2FA off: the login password and either an authenticator code or a recovery code. */
export const twoFactorDisableSchema = z
  .object({
    password: presentedPasswordSchema('PASSWORD'),
    code: z.optional(verificationCodeSchema),
    recoveryCode: z.optional(recoveryCodeSchema),
  })
  .check(
    z.refine((form) => (form.code === undefined) !== (form.recoveryCode === undefined), {
      path: ['code'],
      message: 'SECOND_FACTOR_CHOICE',
    }),
  );
export type TwoFactorDisableValues = z.input<typeof twoFactorDisableSchema>;

/** A base64url value of a WebAuthn answer; malformed answers all read PASSKEY_RESPONSE_INVALID. */
const base64Url = (max: number) =>
  z.string({ error: 'PASSKEY_RESPONSE_INVALID' }).check(z.regex(/^[A-Za-z0-9_-]+$/, 'PASSKEY_RESPONSE_INVALID'), z.maxLength(max, 'PASSKEY_RESPONSE_INVALID'));

const credentialFields = {
  id: base64Url(1400),
  rawId: base64Url(1400),
  type: z.literal('public-key', { error: 'PASSKEY_RESPONSE_INVALID' }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'], { error: 'PASSKEY_RESPONSE_INVALID' })),
  clientExtensionResults: z.record(z.string(), z.unknown(), { error: 'PASSKEY_RESPONSE_INVALID' }),
};

/** What @simplewebauthn/browser's startAuthentication() answers: a passkey's signature of a challenge. */
export const passkeyAssertionSchema = z.object(
  {
    ...credentialFields,
    response: z.object(
      {
        clientDataJSON: base64Url(4096),
        authenticatorData: base64Url(4096),
        signature: base64Url(2048),
        userHandle: z.optional(base64Url(128)),
      },
      { error: 'PASSKEY_RESPONSE_INVALID' },
    ),
  },
  { error: 'PASSKEY_RESPONSE_INVALID' },
);

/** What @simplewebauthn/browser's startRegistration() answers: a new passkey with its attestation. */
export const passkeyAttestationSchema = z.object(
  {
    ...credentialFields,
    response: z.object(
      {
        clientDataJSON: base64Url(4096),
        attestationObject: base64Url(16384),
        authenticatorData: z.optional(base64Url(8192)),
        transports: z.optional(z.array(z.string({ error: 'PASSKEY_RESPONSE_INVALID' }).check(z.maxLength(32, 'PASSKEY_RESPONSE_INVALID'))).check(z.maxLength(10, 'PASSKEY_RESPONSE_INVALID'))),
        publicKeyAlgorithm: z.optional(z.number({ error: 'PASSKEY_RESPONSE_INVALID' })),
        publicKey: z.optional(base64Url(8192)),
      },
      { error: 'PASSKEY_RESPONSE_INVALID' },
    ),
  },
  { error: 'PASSKEY_RESPONSE_INVALID' },
);

/** A passkey's name as the member gives it (the device it lives on, say). */
export const passkeyNameSchema = textField('PASSKEY_NAME').check(
  z.trim(),
  z.minLength(1, 'PASSKEY_NAME_REQUIRED'),
  z.maxLength(50, 'PASSKEY_NAME_TOO_LONG'),
);

/** Removing a passkey is a step-up: the login password. */
export const passkeyPasswordSchema = z.object({ password: presentedPasswordSchema('PASSWORD') });
export type PasskeyPasswordValues = z.input<typeof passkeyPasswordSchema>;

/** The new passkey, with the name the member chose (without one, the device it was made on). */
export const passkeyRegistrationSchema = z.object({ name: z.optional(passkeyNameSchema), response: passkeyAttestationSchema });

export const passkeyRenameSchema = z.object({ name: passkeyNameSchema });
export type PasskeyRenameValues = z.input<typeof passkeyRenameSchema>;

/** A sign-in with a passkey (or its second step): the signed challenge. */
export const passkeyAssertionRequestSchema = z.object({ response: passkeyAssertionSchema });
