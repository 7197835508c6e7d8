import * as z from 'zod/mini';

import { verificationCodeRequestSchema } from '@/contract/requests/auth';
import { verificationCodeSchema } from '@/contract/requests/fields';
import { twoFactorToggleSchema } from '@/contract/requests/security';

/** The contract's code rule, with an empty field (spaces only included) asked for rather than called malformed. */
const typedCodeSchema = z.pipe(z.string().check(z.trim(), z.minLength(1, 'CODE_MISSING')), verificationCodeSchema);

export const codeFormSchema = z.extend(verificationCodeRequestSchema, { code: typedCodeSchema });
export const twoFactorToggleFormSchema = z.extend(twoFactorToggleSchema, { code: typedCodeSchema });
