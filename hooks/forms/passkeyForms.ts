import * as z from 'zod/mini';

import { passkeyPasswordSchema, passkeyRenameSchema } from '@/contract/requests/second-factors';
import { secureConfirmationFormFields } from './secureConfirmationForm';

/**
 * Adding a passkey: the secure password (and with 2FA on the authenticator code), and a name that may be left empty
 * (the device's then).
 */
export const addPasskeyFormSchema = (withCode: boolean) =>
  z.object({
    ...secureConfirmationFormFields(withCode),
    name: z.string().check(z.trim(), z.maxLength(50, 'PASSKEY_NAME_TOO_LONG')),
  });

export const renamePasskeyFormSchema = passkeyRenameSchema;
export const removePasskeyFormSchema = passkeyPasswordSchema;
