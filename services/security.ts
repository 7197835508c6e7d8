import type { TwoFactorSetup } from '@/contract/auth';
import type { TwoFactorDisableValues } from '@/contract/requests/second-factors';
import type { RecoveryCodes, RecoveryCodesLeft } from '@/contract/second-factors';
import type { SignIn } from '@/contract/sessions';
import type { ChangePasswordValues, ChangeSecurePasswordValues, TwoFactorEnableValues, TwoFactorToggleValues } from '@/contract/requests/security';
import { http } from './http';

/** A message-only answer arrives as `data: {message}` or as the bare envelope (services/auth.ts does the same). */
function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message ? message : undefined;
}

/** The server signs out every other session and keeps this one (the access token's). */
export async function changePassword(values: ChangePasswordValues): Promise<string | undefined> {
  const { data } = await http.patch<unknown>('auth/client/change-password', values);
  return messageOf(data);
}

export async function changeSecurePassword(values: ChangeSecurePasswordValues): Promise<string | undefined> {
  const { data } = await http.patch<unknown>('auth/client/change-secure-password', values);
  return messageOf(data);
}

/** A failed setup answers null (the view offers a retry). */
export async function getTwoFactorSetup(): Promise<TwoFactorSetup | null> {
  try {
    const { data } = await http.get<TwoFactorSetup>('auth/client/gg-2fa/setup');
    return data?.otpUrl && data.secret ? data : null;
  } catch {
    return null;
  }
}

/** E-mails the signed-in member a one-time link to the page that sets a new secure password. */
export async function forgotSecurePassword(): Promise<string | undefined> {
  const { data } = await http.post<unknown>('auth/client/secure-password/forgot', {});
  return messageOf(data);
}

export async function resetSecurePassword(values: { token: string; newSecurePassword: string }): Promise<string | undefined> {
  const { data } = await http.post<unknown>('auth/client/secure-password/reset', values);
  return messageOf(data);
}

/** Turns 2FA on; answers the recovery codes made with it (shown once). */
export async function enableTwoFactor(values: TwoFactorEnableValues): Promise<string[]> {
  const { data } = await http.post<RecoveryCodes>('auth/client/gg-2fa/enable', values);
  return Array.isArray(data?.recoveryCodes) ? data.recoveryCodes : [];
}

/** With the password and either the authenticator code or a recovery code. */
export async function disableTwoFactor(values: TwoFactorDisableValues): Promise<string | undefined> {
  const { data } = await http.post<unknown>('auth/client/gg-2fa/disabled', values);
  return messageOf(data);
}

export async function getRecoveryCodesLeft(): Promise<number> {
  const { data } = await http.get<RecoveryCodesLeft>('auth/client/gg-2fa/recovery-codes');
  return data.remaining;
}

/** New recovery codes in place of all the old ones (password and authenticator code). */
export async function renewRecoveryCodes(values: TwoFactorToggleValues): Promise<string[]> {
  const { data } = await http.post<RecoveryCodes>('auth/client/gg-2fa/recovery-codes', values);
  return data.recoveryCodes;
}

/**
 * "This was not me": with the token of an alert's e-mail link (no sign-in needed), or for the signed-in member (the
 * in-app alert). Every session of the member ends and money out is blocked until support unblocks it.
 */
export async function confirmNotMe(token: string | null): Promise<string | undefined> {
  const { data } = token
    ? await http.post<unknown>('public/client/not-me', { token })
    : await http.post<unknown>('auth/client/security/not-me', {});
  return messageOf(data);
}

export async function getSignIns(): Promise<SignIn[]> {
  const { data } = await http.get<SignIn[]>('auth/client/sign-ins');
  return Array.isArray(data) ? data : [];
}
