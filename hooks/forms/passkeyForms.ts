import * as z from 'zod/mini';

import { passkeyPasswordSchema, passkeyRenameSchema } from '@/contract/requests/second-factors';

/** Adding a passkey: the login password, and a name that may be left empty (the device's then). */
export const addPasskeyFormSchema = z.extend(passkeyPasswordSchema, {
  name: z.string().check(z.trim(), z.maxLength(50, 'PASSKEY_NAME_TOO_LONG')),
});

export const renamePasskeyFormSchema = passkeyRenameSchema;
export const removePasskeyFormSchema = passkeyPasswordSchema;
