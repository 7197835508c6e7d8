import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { OPS_PATHS } from '@/config/opsPaths';
import type { OperatorSignInRequest } from '@/contract/requests/operators';
import { opsSessionService } from '@/services/opsSession';

export const OPERATOR_SESSION_KEY = ['ops', 'session'] as const;

/** The signed-in operator (401: nobody, the shell sends to the sign-in page). */
export function useOperatorSession() {
  return useQuery({ queryKey: OPERATOR_SESSION_KEY, queryFn: opsSessionService.current, staleTime: 60_000 });
}

export function useOperatorSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OperatorSignInRequest) => opsSessionService.signIn(request),
    onSuccess: (session) => queryClient.setQueryData(OPERATOR_SESSION_KEY, session),
  });
}

/** Signs out (of this browser, or everywhere) and shows the sign-in page with nothing of the console kept. */
export function useOperatorSignOut() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: (everywhere: boolean) => (everywhere ? opsSessionService.signOutEverywhere() : opsSessionService.signOut()),
    onSettled: async () => {
      await router.replace(OPS_PATHS.login);
      queryClient.clear();
    },
  });
}
