import { File as NodeFile } from 'node:buffer';
import { http as handle, HttpResponse } from 'msw';
import type { MemberProfile } from '@/contract/profile';
import { setTokens } from '@/services/tokens';
import { server } from '../../../setup/server';
import { apiUrl, fail, ok } from '../../../setup/handlers';
import { member } from '../../auth/helpers/authFixtures';

export { HttpResponse, apiUrl, fail, ok, server, handle };

export const account: MemberProfile = {
  ...member,
  phone: '0901234567',
  referralCode: 'DEMO2345',
  sponsor: { username: 'leader', fullName: 'Team Leader' },
  dateOfBirth: '1990-05-01',
  address: '1 Le Loi, District 1',
  hasSecurePassword: true,
  is2FAEnabled: false,
};

/**
 * A signed-in session (access and refresh cookies) whose profile answers the current value of
 * `profile`, which a test changes with `set`; `calls` counts the profile requests.
 */
export function signedInAs(profile: MemberProfile = account) {
  let current = profile;
  const state = { calls: 0, set: (next: MemberProfile) => (current = next) };
  setTokens({ accessToken: 'access-1' });
  server.use(
    handle.get(apiUrl('auth/client/profile'), () => {
      state.calls += 1;
      return ok(current);
    }),
  );
  return state;
}

/**
 * A file as user-event uploads it. jest-fixed-jsdom swaps in Node's Blob, FormData and URL, which
 * refuse jsdom's File: Node's File (a Node Blob) works with all three, as a browser File does.
 */
export function imageFile(name = 'photo.png', bytes = 128, type = 'image/png'): File {
  return new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;
}

export const FIVE_MB = 5 * 1024 * 1024;

/** What a multipart body held: texts as strings, files as `{name, size, type}`. */
export type Sent = Record<string, string | { name: string; size: number; type: string }>;

export async function readMultipart(request: Request): Promise<Sent> {
  const form = await request.formData();
  const sent: Sent = {};
  form.forEach((value, key) => {
    sent[key] = typeof value === 'string' ? value : { name: value.name, size: value.size, type: value.type };
  });
  return sent;
}

/** Records the multipart bodies a route received and answers with `answer`. */
export function recordMultipart(method: 'put' | 'post', path: string, answer: (sent: Sent) => Response | Promise<Response>) {
  const bodies: Sent[] = [];
  server.use(
    handle[method](apiUrl(path), async ({ request }) => {
      const sent = await readMultipart(request);
      bodies.push(sent);
      return answer(sent);
    }),
  );
  return bodies;
}

/** Records the JSON bodies of a route and answers with `answer`. */
export function recordJson(method: 'post' | 'patch' | 'put', path: string, answer: (body: unknown) => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    handle[method](apiUrl(path), async ({ request }) => {
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : null;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

/** A message-only answer, as the API sends it. */
export const okMessage = (message: string) => HttpResponse.json({ statusCode: 200, message, data: { message } });
