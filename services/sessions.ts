import { http } from './http';

/** A signed-in device of the member (GET auth/client/sessions). */
export interface MemberSession {
  id: string;
  device: string;
  ip: string | null;
  /** ISO date-times. */
  signedInAt: string;
  lastActiveAt: string;
  /** This browser's own session. */
  current: boolean;
}

export async function listSessions(): Promise<MemberSession[]> {
  const { data } = await http.get<MemberSession[]>('auth/client/sessions');
  return Array.isArray(data) ? data : [];
}

export async function signOutSession(id: string): Promise<void> {
  await http.delete(`auth/client/sessions/${encodeURIComponent(id)}`);
}

export async function signOutOtherSessions(): Promise<void> {
  await http.post('auth/client/sessions/sign-out-others');
}
