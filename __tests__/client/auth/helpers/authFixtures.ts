import { http as handle, HttpResponse } from 'msw';
import { member } from '../../../setup/fixtures';
import { apiUrl, fail, ok } from '../../../setup/handlers';

/** The signed-in member of the client tests (plain data, shared with the unit tests). */
export { member };

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
