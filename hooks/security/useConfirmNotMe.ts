import { useMutation } from '@tanstack/react-query';
import { confirmNotMe } from '@/services/security';
import { clearTokens } from '@/services/tokens';

/** "This was not me" with the alert link's token (null: the signed-in member's in-app alert). */
export function useConfirmNotMe(token: string | null) {
  return useMutation({
    mutationFn: () => confirmNotMe(token),
    // Every session of the member has ended, this one too.
    onSuccess: () => clearTokens(),
  });
}
