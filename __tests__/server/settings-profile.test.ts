import { fieldCodesOf } from './helpers/errors';
import { bearer, profile } from './helpers/auth';
import { EXE, file, JPEG, json, multipart, newMember, PNG, WEBP } from './helpers/forms';
import { createTestClock } from './helpers/testClock';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

// Fixed "today" for the age rules: 2026-06-15 (UTC).
const clock = createTestClock({ frozenAt: new Date('2026-06-15T08:00:00Z') });
let server: TestApp;
let member: Awaited<ReturnType<typeof newMember>>;

beforeAll(async () => {
  server = await createTestApp({}, { now: clock.now });
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  member = await newMember(server.api, 'profile');
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

const valid = { fullName: 'Lê Văn Mới', phone: '+84 912 000 111', dateOfBirth: '1990-04-30', address: '1 Lê Lợi, Quận 1' };

const update = (fields: Record<string, string | File>, headers: Record<string, string> = {}) =>
  server.api('/api/auth/client/profile/update', multipart('PUT', fields, { ...member.auth, ...headers }));

/** The public avatar URL, fetched as an <img> would: without the API key. */
const fetchAvatar = (url: string) => server.app.request(url);

describe('PUT /api/auth/client/profile/update', () => {
  it('saves the fields and answers the profile, like GET profile', async () => {
    const { status, body } = await json(await update(valid));
    expect(status).toBe(200);
    expect(body.message).toBe('Profile updated');
    expect(body.data).toMatchObject({
      username: member.username,
      fullName: 'Lê Văn Mới',
      phone: '+84912000111',
      dateOfBirth: '1990-04-30',
      address: '1 Lê Lợi, Quận 1',
      avatar: { completedUrl: null },
      hasSecurePassword: false,
    });
    expect((await (await profile(server.api, member.accessToken)).json()).data).toEqual(body.data);
  });

  it('clears the date of birth and the address when they come empty', async () => {
    const { body } = await json(await update({ ...valid, dateOfBirth: '', address: '   ' }));
    expect(body.data).toMatchObject({ dateOfBirth: null, address: null });
  });

  it.each([
    [{ fullName: 'A' }, { fullName: 'Full name is required' }],
    [{ fullName: 'x'.repeat(101) }, { fullName: 'Full name must be at most 100 characters' }],
    [{ phone: '12345' }, { phone: 'Phone must be a Vietnamese number, e.g. 0901234567 or +84901234567' }],
    [{ dateOfBirth: '2001-02-30' }, { dateOfBirth: 'Date of birth must be a date (YYYY-MM-DD)' }],
    [{ dateOfBirth: '15/06/1990' }, { dateOfBirth: 'Date of birth must be a date (YYYY-MM-DD)' }],
    [{ dateOfBirth: '2026-06-15' }, { dateOfBirth: 'Date of birth must be in the past' }],
    [{ dateOfBirth: '2030-01-01' }, { dateOfBirth: 'Date of birth must be in the past' }],
    [{ dateOfBirth: '2010-06-16' }, { dateOfBirth: 'You must be at least 16 years old' }],
    [{ address: 'x'.repeat(256) }, { address: 'Address must be at most 255 characters' }],
  ])('refuses %j with field errors', async (change, errors) => {
    const { status, body } = await json(await update({ ...valid, ...change }));
    expect(status).toBe(400);
    expect(body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', errors, fieldCodes: fieldCodesOf(errors) });
  });

  it('accepts a member who turned 16 today', async () => {
    expect((await update({ ...valid, dateOfBirth: '2010-06-15' })).status).toBe(200);
  });

  it('reports missing required fields, and every field error at once', async () => {
    const { status, body } = await json(await update({ avatar: file(EXE, 'a.png') }));
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      fullName: 'Full name is required',
      phone: 'Phone is required',
      avatar: 'The file must be a JPEG, PNG or WebP image',
    });
  });

  it('refuses a body that is not a form', async () => {
    const response = await server.api('/api/auth/client/profile/update', {
      method: 'PUT',
      headers: { ...member.auth, 'content-type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(await json(response)).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'BODY_NOT_MULTIPART', message: 'The request body must be multipart/form-data' },
    });
  });

  it('needs a member', async () => {
    expect((await server.api('/api/auth/client/profile/update', multipart('PUT', valid))).status).toBe(401);
  });
});

describe('avatar upload', () => {
  it('refuses a renamed executable whatever its name and declared type', async () => {
    const { status, body } = await json(await update({ ...valid, avatar: file(EXE, 'avatar.png', 'image/png') }));
    expect(status).toBe(400);
    expect(body.errors).toEqual({ avatar: 'The file must be a JPEG, PNG or WebP image' });
    expect((await (await profile(server.api, member.accessToken)).json()).data.avatar.completedUrl).toBeNull();
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const { status, body } = await json(await update({ ...valid, avatar: file(big, 'big.png') }));
    expect(status).toBe(400);
    expect(body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', errors: { avatar: 'The file must be at most 5 MB' }, fieldCodes: { avatar: 'UPLOAD_TOO_LARGE' } });
  });

  it('refuses a declared body over one file before reading it', async () => {
    const response = await server.api('/api/auth/client/profile/update', {
      method: 'PUT',
      headers: { ...member.auth, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(6 * 1024 * 1024) },
      body: '--x--',
    });
    expect(await json(response)).toMatchObject({ status: 400, body: { errors: { avatar: 'The file must be at most 5 MB' } } });
  });

  it('refuses a huge body with 413', async () => {
    const huge = Buffer.alloc(17 * 1024 * 1024);
    const { status, body } = await json(await update({ ...valid, avatar: file(huge, 'huge.png') }));
    expect(status).toBe(413);
    expect(body).toEqual({ statusCode: 413, code: 'BODY_TOO_LARGE', message: 'The request body is too large' });
  });

  it('stores a PNG under a generated name and serves it publicly, without the API key', async () => {
    const { status, body } = await json(await update({ ...valid, avatar: file(PNG, '../../me.PNG', 'application/octet-stream') }));
    expect(status).toBe(200);
    const url: string = body.data.avatar.completedUrl;
    expect(url).toMatch(/^\/api\/public\/avatar\/[0-9a-f]{32}\.png$/);

    const served = await fetchAvatar(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('keeps the avatar when the form comes without a file, and replaces (and deletes) it with a new one', async () => {
    const before = (await (await profile(server.api, member.accessToken)).json()).data.avatar.completedUrl;
    // What a form sends when no file is chosen: an empty file part, or a text value.
    expect((await json(await update({ ...valid, avatar: file(new Uint8Array(0), '', 'application/octet-stream') }))).body.data.avatar.completedUrl).toBe(before);
    expect((await json(await update({ ...valid, avatar: 'undefined' }))).body.data.avatar.completedUrl).toBe(before);

    const { body } = await json(await update({ ...valid, avatar: file(JPEG, 'photo.jpg', 'image/jpeg') }));
    expect(body.data.avatar.completedUrl).toMatch(/\.jpg$/);
    expect((await fetchAvatar(body.data.avatar.completedUrl)).headers.get('content-type')).toBe('image/jpeg');
    expect((await fetchAvatar(before)).status).toBe(404);

    const webp = await json(await update({ ...valid, avatar: file(WEBP, 'x.gif', 'image/gif') }));
    expect(webp.body.data.avatar.completedUrl).toMatch(/\.webp$/);
    expect((await fetchAvatar(webp.body.data.avatar.completedUrl)).headers.get('content-type')).toBe('image/webp');
  });

  it.each([
    '/api/public/avatar/..%2F..%2Fpackage.json',
    '/api/public/avatar/0123456789abcdef0123456789abcdef.exe',
    '/api/public/avatar/0123456789abcdef0123456789abcdef.png',
    '/api/public/avatar/me.png',
  ])('answers 404 to %s', async (path) => {
    const response = await fetchAvatar(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });

  it('shows the new fields to the member only through their own profile', async () => {
    const text = await (await server.api('/api/auth/client/profile', { headers: bearer(member.accessToken) })).text();
    expect(text).not.toMatch(/hash|scrypt|secret/i);
  });
});
