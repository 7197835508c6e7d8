import { http as handle, HttpResponse } from 'msw';
import type { MemberProfile } from '@/contract/profile';
import { apiUrl, fail, ok } from '../../../setup/handlers';

export const member: MemberProfile = {
  id: 'u1',
  username: 'demo',
  fullName: 'Demo Member',
  email: 'demo@example.com',
  phone: '',
  avatar: { completedUrl: null },
  dateOfBirth: null,
  address: null,
  hasSecurePassword: false,
  emailVerified: true,
  referralCode: 'DEMO2345',
  sponsor: null,
  package: null,
  rank: { code: 'MEMBER', teamVolume: '0', minTeamVolume: '0', next: { code: 'BRONZE', minTeamVolume: '1000', remaining: '1000' } },
  isLeader: false,
  kycStatus: 'APPROVED',
  is2FAEnabled: false,
  language: 'vi-VN',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Answers the profile to `accessToken` only, and records every Authorization it was sent. */
export function profileFor(accessToken: string, seen: (string | null)[] = []) {
  return handle.get(apiUrl('auth/client/profile'), ({ request }) => {
    const authorization = request.headers.get('authorization');
    seen.push(authorization);
    return authorization === `Bearer ${accessToken}` ? ok(member) : fail(401, 'UNAUTHORIZED');
  });
}

/** Records the JSON bodies a POST received (null: no body) and answers with `answer`. */
export function recordPost(path: string, answer: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  const headers: Headers[] = [];
  const handler = handle.post(apiUrl(path), async ({ request }) => {
    const text = await request.text();
    bodies.push(text ? JSON.parse(text) : null);
    headers.push(request.headers);
    return answer();
  });
  return { handler, bodies, headers };
}

/** An answer after a short pause, so a second click can land while the first is pending. */
export async function slowly(answer: Response): Promise<Response> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return answer;
}

export { HttpResponse, ok, fail };
