import type { MemberSession } from '@/contract/sessions';
import { http } from './http';

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
