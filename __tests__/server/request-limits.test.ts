import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';

import { ERROR_TEXTS } from '@/contract/errors';
import { MAX_JSON_BODY_BYTES } from '@/server/http/body-limit';
import { STRICT_TRANSPORT_SECURITY } from '@/server/http/strict-transport-security';

import { bearer, signIn } from './helpers/auth';
import { file, json, multipart, newMember, PNG } from './helpers/forms';
import { createTestApp, GENEROUS_RATE_LIMITS, TEST_API_KEY } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

const TOO_LARGE = { statusCode: 413, code: 'BODY_TOO_LARGE', message: 'The request body is too large' };

let server: TestApp;
let info: jest.SpyInstance;

beforeAll(async () => {
  server = await createTestApp();
}, 60_000);

// Sign-ups and the reset e-mail (no SMTP_URL) are written to the log.
beforeEach(() => {
  info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => info.mockRestore());

afterAll(async () => {
  await server?.close();
});

/** A JSON body of about `bytes` bytes for the forgot-password route (public, no session). */
const forgotBody = (bytes: number) => JSON.stringify({ email: 'demo@example.com', padding: 'x'.repeat(bytes) });

/** A body that arrives in chunks without a Content-Length, as `Transfer-Encoding: chunked` does. */
function streamOf(text: string, chunkBytes = 16 * 1024): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunkBytes));
      offset += chunkBytes;
    },
  });
}

describe('the body cap of 64 kB', () => {
  it('answers 413 for 50 MB of JSON on the unauthenticated forgot-password route', async () => {
    const response = await server.api('/api/public/client/forgot', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(50 * 1024 * 1024 + 40) },
      body: forgotBody(50 * 1024 * 1024),
    });
    expect(await json(response)).toEqual({ status: 413, body: TOO_LARGE });
  });

  it('cuts a body sent without Content-Length once it passes the cap', async () => {
    let pulled = 0;
    const text = forgotBody(10 * 1024 * 1024);
    const source = streamOf(text);
    const reader = source.getReader();
    const counted = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        pulled += value.length;
        controller.enqueue(value);
      },
    });
    const response = await server.api('/api/public/client/forgot', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: counted,
      duplex: 'half',
    } as RequestInit);
    expect(await json(response)).toEqual({ status: 413, body: TOO_LARGE });
    expect(pulled).toBeLessThan(MAX_JSON_BODY_BYTES * 2);
  });

  it('cuts a chunked body over HTTP (the Node server, Transfer-Encoding: chunked)', async () => {
    const listener = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => listener.once('listening', resolve));
    const { port } = listener.address() as AddressInfo;
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const outgoing = httpRequest(
          { host: '127.0.0.1', port, method: 'POST', path: '/api/public/client/forgot', headers: { 'content-type': 'application/json', 'x-api-key': TEST_API_KEY } },
          (incoming) => {
            let body = '';
            incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
            incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
          },
        );
        outgoing.on('error', reject);
        // No Content-Length: Node sends the chunks with Transfer-Encoding: chunked.
        const chunk = 'x'.repeat(16 * 1024);
        outgoing.write(`{"email":"demo@example.com","padding":"`);
        for (let i = 0; i < 8; i += 1) outgoing.write(chunk);
        outgoing.end('"}');
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it('reads a JSON body under the cap as before', async () => {
    const response = await server.api('/api/public/client/forgot', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: forgotBody(MAX_JSON_BODY_BYTES - 100),
    });
    expect(response.status).toBe(200);
  });

  it('caps the routes that need no API key too (the operator group)', async () => {
    const response = await server.api('/api/ops/mining/accrue', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: forgotBody(MAX_JSON_BODY_BYTES),
    });
    expect(await json(response)).toEqual({ status: 413, body: TOO_LARGE });
  });

  it('leaves uploads to their own cap: an avatar of 1 MB is stored', async () => {
    const member = await newMember(server.api, 'bigav');
    const avatar = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const response = await server.api(
      '/api/auth/client/profile/update',
      multipart('PUT', { fullName: 'Lê Văn Thử', phone: '0912345678', avatar: file(avatar, 'a.png') }, member.auth),
    );
    expect(response.status).toBe(200);
  });

  it('caps the signed-in JSON routes beside the upload routes (change password)', async () => {
    const member = await newMember(server.api, 'bigpw');
    const response = await server.api('/api/auth/client/change-password', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...bearer(member.accessToken) },
      body: forgotBody(MAX_JSON_BODY_BYTES),
    });
    expect(await json(response)).toEqual({ status: 413, body: TOO_LARGE });
  });
});

describe('Strict-Transport-Security on the API', () => {
  it('is sent in production on every answer, errors included', async () => {
    const production = server.variant({ production: true });
    for (const [path, status] of [
      ['/api/public/coin/prices', 200],
      ['/api/nowhere', 404],
      ['/api/auth/client/profile', 401],
    ] as const) {
      const response = await production.api(path);
      expect(response.status).toBe(status);
      expect(response.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    }
    const withoutKey = await production.app.request('/api/public/coin/prices');
    expect(withoutKey.status).toBe(403);
    expect(withoutKey.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent in development', async () => {
    const response = await server.api('/api/public/coin/prices');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

interface WireAnswer {
  status: number;
  /** Each header's values as sent, by lower-case name (a header sent twice has two). */
  headers: Record<string, string[]>;
  body: string;
}

/**
 * One request over HTTP as a thief sends it: any Host, any X-Forwarded-For, any body; on a connection of its own (the
 * server closes one whose body it refused unread).
 */
function onTheWire(port: number, method: string, path: string, headers: Record<string, string>, body?: string): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false }, (incoming) => {
      const sent: Record<string, string[]> = {};
      for (let i = 0; i < incoming.rawHeaders.length; i += 2) (sent[incoming.rawHeaders[i].toLowerCase()] ??= []).push(incoming.rawHeaders[i + 1]);
      let text = '';
      incoming.on('data', (chunk: Buffer) => (text += chunk.toString()));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: sent, body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

// The production API served by @hono/node-server, as `npm run api` serves it: HSTS is set on each answer after it
// was made (server/http/strict-transport-security.ts), so every refusal below must still carry it, once, with its
// own status, headers and body unchanged.
describe("a thief's requests to the production API over HTTP", () => {
  const tight = { max: 5, windowSeconds: 15 * 60 };
  let port: number;
  let close: () => Promise<void>;
  let demoToken: string;
  let production: ReturnType<TestApp['variant']>;

  beforeAll(async () => {
    production = server.variant({ production: true, rateLimits: { ...GENEROUS_RATE_LIMITS, loginPerUsername: tight } });
    const listener = serve({ fetch: production.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => listener.once('listening', resolve));
    port = (listener.address() as AddressInfo).port;
    close = () => new Promise((resolve) => listener.close(() => resolve()));
    demoToken = (await signIn(production.api)).accessToken;
  });

  afterAll(async () => {
    await close?.();
  });

  const keyed = (headers: Record<string, string> = {}) => ({ 'x-api-key': TEST_API_KEY, ...headers });
  const expectHstsOnce = (answer: WireAnswer) => expect(answer.headers['strict-transport-security']).toEqual([STRICT_TRANSPORT_SECURITY]);

  it('answers a forged Host and X-Forwarded-For as any request, with the fixed HSTS value', async () => {
    const answer = await onTheWire(port, 'GET', '/api/public/coin/prices', keyed({ host: 'evil.example', 'x-forwarded-for': '203.0.113.9' }));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).statusCode).toBe(200);
    expectHstsOnce(answer);
  });

  it('refuses a 1 MB body with 413 and its body', async () => {
    const answer = await onTheWire(port, 'POST', '/api/public/client/forgot', keyed({ 'content-type': 'application/json' }), forgotBody(1024 * 1024));
    expect({ status: answer.status, body: JSON.parse(answer.body) }).toEqual({ status: 413, body: TOO_LARGE });
    expectHstsOnce(answer);
  });

  it('refuses a NUL byte with 400 and the field error', async () => {
    const answer = await onTheWire(port, 'GET', '/api/auth/client/display-income?username=de%00mo', keyed(bearer(demoToken)));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).errors).toEqual({ username: ERROR_TEXTS.NUL_NOT_ALLOWED });
    expectHstsOnce(answer);
  });

  it('refuses a forged token with 401 and its WWW-Authenticate, and tells nothing of another member', async () => {
    const forged = await onTheWire(port, 'GET', '/api/auth/client/profile', keyed(bearer(`${demoToken.slice(0, -4)}AAAA`)));
    expect(forged.status).toBe(401);
    expect(forged.headers['www-authenticate']).toEqual(['Bearer']);
    expectHstsOnce(forged);
    const other = await onTheWire(port, 'GET', '/api/auth/client/display-income?username=demo2fa', keyed(bearer(demoToken)));
    expect(JSON.parse(other.body).data).toEqual({ allowed: false });
    expectHstsOnce(other);
  });

  it('answers twenty wrong sign-ins at once with 401s, then 429 with Retry-After, never a session', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () =>
        onTheWire(port, 'POST', '/api/auth/client/login/credential', keyed({ 'content-type': 'application/json' }), JSON.stringify({ username: 'demo2fa', password: 'Wrong@123' })),
      ),
    );
    const statuses = attempts.map((answer) => answer.status);
    expect(statuses).not.toContain(200);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20 - tight.max);
    for (const answer of attempts) {
      expectHstsOnce(answer);
      if (answer.status === 429) expect(answer.headers['retry-after']).toHaveLength(1);
    }
  });
});
