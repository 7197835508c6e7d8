import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { NEW_MEMBER_DASHBOARD } from '@/config/routes';
import type { SignUpResult } from '@/contract/auth';
import type { SignUpValues } from '@/contract/requests/auth';
import { signUp as signUpCall } from '@/services/guestAuth';
import { removeToken, setTokens } from '@/services/tokens';

/**
 * Sign-up, then in as the new member: the answer carries the session as a password sign-in's does (the refresh and
 * device cookies come with it), so the member lands on the dashboard's welcome for new members. Rejects with the
 * server's error body.
 */
export function useSignUp(): (values: SignUpValues) => Promise<SignUpResult> {
  const router = useRouter();
  return useCallback(
    async (values) => {
      const result = await signUpCall(values);
      removeToken('gg2FAToken');
      setTokens({ accessToken: result.accessToken });
      await router.push(NEW_MEMBER_DASHBOARD);
      return result;
    },
    [router],
  );
}
