import type { LoginResult, SessionTokens, SignUpResult } from '@/contract/auth';
import type {
  AuthenticationResponseJSON,
  PasskeyRequestOptions,
  RecoverySignIn,
  SecondFactorMethods,
} from '@/contract/second-factors';
import type { Credentials, ResetPasswordValues, SignUpValues } from '@/contract/requests/auth';
import { http } from './http';

// The auth calls of the guest pages (sign-in, second step, sign-up, password reset). The signed-in member's own
// (profile, logout, display income) are services/auth.ts: a module is bundled with every export any page uses,
// so keeping these apart keeps them out of every member page's first load.

/**
 * A body that carries only a message reaches us either as the envelope (no `data` to unwrap)
 * or as `data: {message}`; with `data: null` there is none.
 */
function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message ? message : undefined;
}

export async function login(credentials: Credentials): Promise<LoginResult> {
  const { data } = await http.post<LoginResult>('auth/client/login/credential', credentials);
  return data;
}

/** The second-factor token goes as bearer even if a stale access cookie is around. */
export async function validate2FA(code: string, gg2FAToken?: string): Promise<SessionTokens> {
  const { data } = await http.post<SessionTokens>('auth/client/gg-2fa/valid', { code }, { bearer: gg2FAToken });
  return data;
}

/** The second step with a recovery code in place of the authenticator code. */
export async function validateRecoveryCode(recoveryCode: string, gg2FAToken?: string): Promise<RecoverySignIn> {
  const { data } = await http.post<RecoverySignIn>('auth/client/gg-2fa/recovery', { recoveryCode }, { bearer: gg2FAToken });
  return data;
}

/** What the second step may use besides the authenticator code (a passkey of the member). */
export async function getSecondFactorMethods(gg2FAToken?: string): Promise<SecondFactorMethods> {
  const { data } = await http.get<SecondFactorMethods>('auth/client/gg-2fa/methods', { bearer: gg2FAToken });
  return data;
}

/** A challenge for one of the member's passkeys, at the second step. */
export async function getSecondStepPasskeyOptions(gg2FAToken?: string): Promise<PasskeyRequestOptions> {
  const { data } = await http.post<PasskeyRequestOptions>('auth/client/gg-2fa/passkey/options', {}, { bearer: gg2FAToken });
  return data;
}

export async function validatePasskey2FA(response: AuthenticationResponseJSON, gg2FAToken?: string): Promise<SessionTokens> {
  const { data } = await http.post<SessionTokens>('auth/client/gg-2fa/passkey', { response }, { bearer: gg2FAToken });
  return data;
}

/** A challenge for any passkey of the site ("Sign in with a passkey"). */
export async function getPasskeySignInOptions(): Promise<PasskeyRequestOptions> {
  const { data } = await http.post<PasskeyRequestOptions>('auth/client/passkey/sign-in/options', {});
  return data;
}

export async function signInWithPasskey(response: AuthenticationResponseJSON): Promise<SessionTokens> {
  const { data } = await http.post<SessionTokens>('auth/client/passkey/sign-in', { response });
  return data;
}

/** The server's message, when it sent one. */
export async function forgotPassword(email: string): Promise<string | undefined> {
  const { data } = await http.post<unknown>('public/client/forgot', { email });
  return messageOf(data);
}

/** "E-mail me an unlock link" after a sign-in refused as SIGN_IN_LOCKED: one answer whoever `username` names. */
export async function requestUnlockLink(username: string): Promise<string | undefined> {
  const { data } = await http.post<unknown>('auth/client/unlock-link', { username });
  return messageOf(data);
}

/** The e-mailed unlock link, opened on this device: the server sets this browser's device cookie. */
export async function unlockDevice(token: string): Promise<string | undefined> {
  const { data } = await http.post<unknown>('auth/client/unlock-device', { token });
  return messageOf(data);
}

export async function resetPassword(values: ResetPasswordValues): Promise<string | undefined> {
  const { data } = await http.post<unknown>('public/client/reset-password', values);
  return messageOf(data);
}

export async function signUp(values: SignUpValues): Promise<SignUpResult> {
  const { data } = await http.post<SignUpResult>('public/client/sign-up', values);
  return data;
}
