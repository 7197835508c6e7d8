import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { SecureConfirmation } from '@/contract/requests/confirmation';
import toast from '@/hooks/ui/toast';
import { useTranslation } from '@/hooks/useTranslation';
import { getPasskeyCreationOptions, registerPasskey, removePasskey, renamePasskey } from '@/services/passkeys';
import { createPasskey } from './browserPasskeys';
import { PASSKEYS_QUERY_KEY } from './usePasskeyList';
import { usePasskeyErrors } from './usePasskeyErrors';

/**
 * Adding (the secure password and, with 2FA on, the code; then the device makes the passkey), renaming and removing
 * (the login password) a passkey: each
 * toasts its outcome, reloads the list, and rejects with the error for the form's fields.
 */
export function usePasskeyManager() {
  const { t } = useTranslation();
  const describe = usePasskeyErrors();
  const queryClient = useQueryClient();

  const settle = useCallback(
    async <T>(call: () => Promise<T>, success: string): Promise<T> => {
      try {
        const answer = await call();
        toast.success(success);
        return answer;
      } catch (error) {
        toast.error(describe(error));
        throw error;
      } finally {
        void queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY });
      }
    },
    [describe, queryClient],
  );

  const add = useCallback(
    (confirmation: SecureConfirmation, name?: string) =>
      settle(async () => {
        const response = await createPasskey(await getPasskeyCreationOptions(confirmation));
        return registerPasskey({ ...(name ? { name } : {}), response });
      }, t('Passkey added')),
    [settle, t],
  );

  const rename = useCallback((id: string, name: string) => settle(() => renamePasskey(id, { name }), t('Passkey renamed')), [settle, t]);

  const remove = useCallback((id: string, password: string) => settle(() => removePasskey(id, password), t('Passkey removed')), [settle, t]);

  return useMemo(() => ({ add, rename, remove }), [add, rename, remove]);
}
