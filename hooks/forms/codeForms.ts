import * as z from 'zod/mini';

import { verificationCodeRequestSchema } from '@/contract/requests/auth';
import { presentedPasswordSchema, verificationCodeSchema } from '@/contract/requests/fields';
import { recoveryCodeRequestSchema, recoveryCodeSchema } from '@/contract/requests/second-factors';
import { twoFactorEnableSchema, twoFactorToggleSchema } from '@/contract/requests/security';
import { askedFor } from './askedFor';

/** The contract's code rule, with an empty field (spaces only included) asked for rather than called malformed. */
export const typedCodeSchema = z.pipe(z.string().check(z.trim(), z.minLength(1, 'CODE_MISSING')), verificationCodeSchema);

export const codeFormSchema = z.extend(verificationCodeRequestSchema, { code: typedCodeSchema });
export const twoFactorToggleFormSchema = z.extend(twoFactorToggleSchema, { code: typedCodeSchema });
/** Turning 2FA on: the secure password (an empty one asked for) and the new authenticator's first code. */
export const twoFactorEnableFormSchema = z.extend(twoFactorEnableSchema, {
  securePassword: askedFor(twoFactorEnableSchema.shape.securePassword, 'SECURE_PASSWORD_MISSING', false),
  code: typedCodeSchema,
});

/** A recovery code as the form reads it: an empty field is asked for, then the contract's rule. */
const typedRecoveryCodeSchema = z.pipe(z.string().check(z.trim(), z.minLength(1, 'RECOVERY_CODE_REQUIRED')), recoveryCodeSchema);

export const recoveryCodeFormSchema = z.extend(recoveryCodeRequestSchema, { recoveryCode: typedRecoveryCodeSchema });

/** Turning 2FA off with a recovery code in place of the authenticator code. */
export const recoveryCodeDisableFormSchema = z.object({ password: presentedPasswordSchema('PASSWORD'), recoveryCode: typedRecoveryCodeSchema });
