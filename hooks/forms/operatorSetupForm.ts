import * as z from 'zod/mini';

import { operatorSetupSchema } from '@/contract/requests/operators';
import { confirmPasswordSchema, passwordsMatch } from '@/contract/requests/fields';

/** The setup link's form: the contract's password and code (the token comes from the link), and a confirmation. */
export const operatorSetupFormSchema = z
  .extend(z.omit(operatorSetupSchema, { token: true }), { confirmPassword: confirmPasswordSchema })
  .check(passwordsMatch);
export type OperatorSetupFormValues = z.input<typeof operatorSetupFormSchema>;
