import * as z from 'zod/mini';

import { loginSchema } from './auth';
import { memberActionSchema } from './ops-members';
import { linkTokenSchema, newPasswordSchema, verificationCodeSchema } from './fields';

/** The operator's setup (from the one-time link): a password and a code of the authenticator just enrolled. */
export const operatorSetupSchema = z.object({
  token: linkTokenSchema('INVALID_SETUP_LINK'),
  password: newPasswordSchema,
  code: verificationCodeSchema,
});
export type OperatorSetupRequest = z.infer<typeof operatorSetupSchema>;

/** The console's sign-in: username, password and a code of the operator's authenticator, in one step. */
export const operatorSignInSchema = z.extend(loginSchema, { code: verificationCodeSchema });
export type OperatorSignInRequest = z.input<typeof operatorSignInSchema>;

/** Rejecting (or withdrawing) a pending operator request: a reason. */
export const operatorChangeRejectionSchema = memberActionSchema;
export type OperatorChangeRejectionRequest = z.infer<typeof operatorChangeRejectionSchema>;
