import type { DisplayIncome, MemberProfile } from '@/contract/profile';
import { http } from './http';

// The signed-in member's auth calls; the guest pages' (sign-in, sign-up, password reset) are services/guestAuth.ts.

/** Ends this session (the access token's) on the server, which also clears the refresh cookie. */
export async function logout(): Promise<void> {
  await http.post('auth/client/logout');
}

export async function getProfile(): Promise<MemberProfile> {
  const { data } = await http.get<MemberProfile>('auth/client/profile');
  return data;
}

export async function getDisplayIncome(username: string): Promise<DisplayIncome> {
  const { data } = await http.get<DisplayIncome>('auth/client/display-income', { params: { username } });
  return data;
}
