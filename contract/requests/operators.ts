import * as z from 'zod/mini';

import { OPERATOR_ROLES } from '../enums';
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

/** An operator's username: a letter, then 1 to 31 letters, digits, _ . or -; stored in lower case. */
export const operatorUsernameSchema = z
  .string({ error: 'OPERATOR_USERNAME_RULE' })
  .check(z.trim(), z.toLowerCase(), z.regex(/^[a-z][a-z0-9_.-]{1,31}$/, 'OPERATOR_USERNAME_RULE'));

const operatorRoleSchema = z.enum(OPERATOR_ROLES, { error: 'OPERATOR_ROLE_INVALID' });

/** A new operator (waits for a second admin). */
export const newOperatorSchema = z.object({ username: operatorUsernameSchema, role: operatorRoleSchema });
export type NewOperatorRequest = z.infer<typeof newOperatorSchema>;

/** Another role for an existing operator (waits for a second admin). */
export const operatorRoleChangeSchema = z.object({ role: operatorRoleSchema });
export type OperatorRoleChangeRequest = z.infer<typeof operatorRoleChangeSchema>;
