import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';

import { MAX_JSON_BODY_BYTES } from '@/server/http/body-limit';
import { STRICT_TRANSPORT_SECURITY } from '@/server/http/strict-transport-security';

import { bearer } from './helpers/auth';
import { file, json, multipart, newMember, PNG } from './helpers/forms';
import { createTestApp, TEST_API_KEY } from './helpers/testApp';
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
