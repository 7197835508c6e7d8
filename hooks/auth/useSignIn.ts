import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import toast from '@/hooks/ui/toast';
import { safeReturnUrl } from '@/config/returnUrl';
import { ROUTES } from '@/config/routes';
import * as authApi from '@/services/guestAuth';
import type { Credentials } from '@/contract/requests/auth';
import type { SessionTokens } from '@/contract/auth';
import { signWithPasskey } from '@/hooks/passkeys/browserPasskeys';
import { usePasskeyErrors } from '@/hooks/passkeys/usePasskeyErrors';
import { useTranslation } from '@/hooks/useTranslation';
import { clearTokens, getGg2FAToken, removeToken, setTokens } from '@/services/tokens';

export interface SignInActions {
  login(values: Credentials, returnUrl?: string | null): Promise<void>;
  validate2FA(code: string, returnUrl?: string | null): Promise<void>;
  /** The second step with a recovery code; says how many are left. */
  validateRecoveryCode(recoveryCode: string, returnUrl?: string | null): Promise<void>;
  /** The second step with one of the member's passkeys. */
  validatePasskey2FA(returnUrl?: string | null): Promise<void>;
  /** "Sign in with a passkey": no password, no second step. */
  signInWithPasskey(returnUrl?: string | null): Promise<void>;
  /** Gives up a pending second factor and goes back to /login. */
  cancel2FA(): Promise<void>;
}

function landingPath(returnUrl: string | null | undefined): string {
  return safeReturnUrl(returnUrl, window.location.origin) ?? ROUTES.dashboard;
}

function secondFactorPath(returnUrl: string | null | undefined): string {
  const safe = safeReturnUrl(returnUrl, window.location.origin);
  return safe ? `${ROUTES.authentication}?returnUrl=${encodeURIComponent(safe)}` : ROUTES.authentication;
}

/**
 * The guest pages' sign-in: only cookies and the router, no store, so that /login and /authentication
 * load none of the member pages' state libraries. The member shell loads the profile on arrival
 * (and sends a session whose profile cannot be read back to /login).
 */
export function useSignIn(): SignInActions {
  const router = useRouter();
  const { t } = useTranslation();
  const errorMessage = usePasskeyErrors();

  /** Shows the failure as an error toast and rejects with it, so the form can mark its fields. */
  const toastOnFailure = useCallback(
    async <T>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (error) {
        toast.error(errorMessage(error));
        throw error;
      }
    },
    [errorMessage],
  );

  /** A session from the second step (or a passkey sign-in): the access token kept, the step's token dropped. */
  const arrive = useCallback(
    async (tokens: SessionTokens, returnUrl: string | null | undefined) => {
      setTokens({ accessToken: tokens.accessToken });
      removeToken('gg2FAToken');
      await router.push(landingPath(returnUrl));
    },
    [router],
  );

  const login = useCallback<SignInActions['login']>(
    async (values, returnUrl) => {
      const result = await toastOnFailure(() => authApi.login(values));
      if (!result.validGG2FA) {
        removeToken('accessToken');
        setTokens({ gg2FAToken: result.gg2FAToken ?? undefined });
        await router.push(secondFactorPath(returnUrl));
        return;
      }
      removeToken('gg2FAToken');
      setTokens({ accessToken: result.accessToken ?? undefined });
      await router.push(landingPath(returnUrl));
    },
    [toastOnFailure, router],
  );

  const validate2FA = useCallback<SignInActions['validate2FA']>(
    async (code, returnUrl) => arrive(await toastOnFailure(() => authApi.validate2FA(code, getGg2FAToken())), returnUrl),
    [toastOnFailure, arrive],
  );

  const validateRecoveryCode = useCallback<SignInActions['validateRecoveryCode']>(
    async (recoveryCode, returnUrl) => {
      const signedIn = await toastOnFailure(() => authApi.validateRecoveryCode(recoveryCode, getGg2FAToken()));
      const left = signedIn.recoveryCodesLeft;
      if (left <= 3) toast.error(t('%count% recovery codes left: make new ones in Setting → Security', { count: String(left) }));
      else toast.success(t('%count% recovery codes left', { count: String(left) }));
      await arrive(signedIn, returnUrl);
    },
    [toastOnFailure, arrive, t],
  );

  const validatePasskey2FA = useCallback<SignInActions['validatePasskey2FA']>(
    async (returnUrl) => {
      const token = getGg2FAToken();
      const tokens = await toastOnFailure(async () => {
        const response = await signWithPasskey(await authApi.getSecondStepPasskeyOptions(token));
        return authApi.validatePasskey2FA(response, token);
      });
      await arrive(tokens, returnUrl);
    },
    [toastOnFailure, arrive],
  );

  const signInWithPasskey = useCallback<SignInActions['signInWithPasskey']>(
    async (returnUrl) => {
      const tokens = await toastOnFailure(async () => authApi.signInWithPasskey(await signWithPasskey(await authApi.getPasskeySignInOptions())));
      await arrive(tokens, returnUrl);
    },
    [toastOnFailure, arrive],
  );

  const cancel2FA = useCallback(async () => {
    clearTokens();
    await router.push(ROUTES.login);
  }, [router]);

  return useMemo(
    () => ({ login, validate2FA, validateRecoveryCode, validatePasskey2FA, signInWithPasskey, cancel2FA }),
    [login, validate2FA, validateRecoveryCode, validatePasskey2FA, signInWithPasskey, cancel2FA],
  );
}
