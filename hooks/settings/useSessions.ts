import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from '@/hooks/ui/toast';
import { errorCodeOf, useServerErrors } from '@/hooks/auth/useServerErrors';
import { useTranslation } from '@/hooks/useTranslation';
import { listSessions, signOutOtherSessions, signOutSession } from '@/services/sessions';

export const SESSIONS_QUERY_KEY = ['settings', 'sessions'] as const;

/** The member's signed-in devices, and signing one or all the others out (the list reloads after each). */
export function useSessions() {
  const { t } = useTranslation();
  const { errorMessage } = useServerErrors();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_QUERY_KEY, queryFn: listSessions });

  const settle = {
    onError: (error: unknown) => {
      toast.error(errorCodeOf(error) ? errorMessage(error) : t('The session could not be signed out.'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  };
  const signOutOne = useMutation({
    mutationFn: signOutSession,
    onSuccess: () => toast.success(t('Session signed out')),
    ...settle,
  });
  const signOutOthers = useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: () => toast.success(t('Other sessions signed out')),
    ...settle,
  });

  return { sessions, signOutOne, signOutOthers };
}
