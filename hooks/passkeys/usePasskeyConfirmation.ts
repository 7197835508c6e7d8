import { useCallback } from 'react';
import type { AuthenticationResponseJSON } from '@/contract/second-factors';
import { getMoneyConfirmationOptions } from '@/services/passkeys';
import { signWithPasskey } from './browserPasskeys';
import { usePasskeyList } from './usePasskeyList';

export interface PasskeyConfirmation {
  /** The member has 2FA on and a passkey: a money form may offer it in place of the code. */
  available: boolean;
  /** A challenge for money operations, signed by one of the member's passkeys in the browser's prompt. */
  confirm(): Promise<AuthenticationResponseJSON>;
}

/** "Confirm with a passkey" of the money forms (only asked about when 2FA is on). */
export function usePasskeyConfirmation(twoFactorOn: boolean): PasskeyConfirmation {
  const passkeys = usePasskeyList(twoFactorOn);
  const confirm = useCallback(async () => signWithPasskey(await getMoneyConfirmationOptions()), []);
  return { available: twoFactorOn && (passkeys.data?.length ?? 0) > 0, confirm };
}
