import * as z from 'zod/mini';

import { verificationCodeRequestSchema } from '@/contract/requests/auth';
import { verificationCodeSchema } from '@/contract/requests/fields';
import { twoFactorToggleSchema } from '@/contract/requests/security';
import type { FormTexts } from './useContractResolver';

/** The contract's code rule, with an empty field (spaces only included) asked for rather than called malformed. */
const typedCodeSchema = z.pipe(z.string().check(z.trim(), z.minLength(1, 'CODE_MISSING')), verificationCodeSchema);

export const codeFormSchema = z.extend(verificationCodeRequestSchema, { code: typedCodeSchema });
export const twoFactorToggleFormSchema = z.extend(twoFactorToggleSchema, { code: typedCodeSchema });

/** The code forms' own wording. */
export const CODE_FORM_TEXTS: FormTexts = {
  CODE_MISSING: 'Enter the 6-digit code',
  CODE_FORMAT: 'The code has 6 digits',
  PASSWORD_REQUIRED: 'Enter your password',
};
