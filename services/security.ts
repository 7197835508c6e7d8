import { http } from './http';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
}

export interface ChangeSecurePasswordValues {
  /** The login password. */
  password: string;
  newSecurePassword: string;
}

export interface TwoFactorSetup {
  otpUrl: string;
  secret: string;
}

export interface SignIn {
  /** ISO date-time. */
  time: string;
  ip: string;
  device: string;
}

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

/** SPEC 8: a failed setup answers null (the view offers a retry). */
export async function getTwoFactorSetup(): Promise<TwoFactorSetup | null> {
  try {
    const { data } = await http.get<TwoFactorSetup>('auth/client/gg-2fa/setup');
    return data?.otpUrl && data.secret ? data : null;
  } catch {
    return null;
  }
}

export async function enableTwoFactor(code: string): Promise<string | undefined> {
  const { data } = await http.post<unknown>('auth/client/gg-2fa/enable', { code });
  return messageOf(data);
}

export async function disableTwoFactor(code: string): Promise<string | undefined> {
  const { data } = await http.post<unknown>('auth/client/gg-2fa/disabled', { code });
  return messageOf(data);
}

export async function getSignIns(): Promise<SignIn[]> {
  const { data } = await http.get<SignIn[]>('auth/client/sign-ins');
  return Array.isArray(data) ? data : [];
}
