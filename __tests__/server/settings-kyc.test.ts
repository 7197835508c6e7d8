import { bearer } from './helpers/auth';
import { EXE, file, JPEG, json, multipart, newMember, PNG, WEBP } from './helpers/forms';
import { createTestApp, TEST_OPS_TOKEN } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

type Member = Awaited<ReturnType<typeof newMember>>;

const kyc = (member: Member) => server.api('/api/auth/client/kyc', { headers: member.auth });
const submit = (member: Member, fields: Record<string, string | File>) =>
  server.api('/api/auth/client/kyc/update', multipart('POST', fields, member.auth));
const review = (username: string, body: unknown, token = TEST_OPS_TOKEN) =>
  server.app.request(`/api/ops/kyc/${username}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const kycFile = (url: string, token: string) => server.api(url, { headers: bearer(token) });

const idCard = () => ({
  documentType: 'ID_CARD',
  documentNumber: ' 079200001234 ',
  front: file(PNG, 'front.png'),
  back: file(JPEG, 'back.jpg', 'image/jpeg'),
  selfie: file(WEBP, 'selfie.webp', 'image/webp'),
});

const NOTHING = { front: null, back: null, selfie: null };
const LOCKED = { statusCode: 409, code: 'KYC_LOCKED', message: 'KYC is already pending or approved' };
const KYC_FILE_URL = /^\/api\/auth\/client\/kyc\/file\/[0-9a-f]{32}\.(png|jpg|webp)$/;

describe('GET /api/auth/client/kyc', () => {
  it('shows the seeded approval of demo, without files', async () => {
    const demo = await server.api('/api/auth/client/login/credential', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'Demo@12345' }),
    });
    const { accessToken } = (await demo.json()).data;
    const { body } = await json(await server.api('/api/auth/client/kyc', { headers: bearer(accessToken) }));
    expect(body.data).toEqual({
      status: 'APPROVED',
      rejectReason: null,
      documentType: 'ID_CARD',
      documentNumber: '079123456789',
      submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      files: NOTHING,
    });
    const again = await server.api('/api/auth/client/kyc/update', multipart('POST', idCard(), bearer(accessToken)));
    expect(await json(again)).toEqual({ status: 409, body: LOCKED });
  });

  it('answers NONE with empty fields for a member who never submitted', async () => {
    const member = await newMember(server.api, 'kycnone');
    expect((await json(await kyc(member))).body.data).toEqual({
      status: 'NONE',
      rejectReason: null,
      documentType: null,
      documentNumber: null,
      submittedAt: null,
      files: NOTHING,
    });
  });

  it('needs a member', async () => {
    expect((await server.api('/api/auth/client/kyc')).status).toBe(401);
  });
});

describe('POST /api/auth/client/kyc/update', () => {
  it('reports every field problem at once', async () => {
    const member = await newMember(server.api, 'kycbad');
    const { status, body } = await json(await submit(member, { documentType: 'VISA', documentNumber: 'AB-12' }));
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      documentType: 'Document type must be one of ID_CARD, PASSPORT, DRIVER_LICENSE',
      documentNumber: 'Document number must be 6 to 20 letters or digits',
      front: 'The front of the document is required',
      back: 'The back of the document is required',
      selfie: 'A selfie holding the document is required',
    });
  });

  it('refuses files that are not images, or too large, and stays NONE', async () => {
    const member = await newMember(server.api, 'kycfile');
    const { body } = await json(
      await submit(member, {
        ...idCard(),
        front: file(EXE, 'front.png', 'image/png'),
        selfie: file(Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]), 'selfie.jpg', 'image/jpeg'),
      }),
    );
    expect(body.errors).toEqual({
      front: 'The file must be a JPEG, PNG or WebP image',
      selfie: 'The file must be at most 5 MB',
    });
    expect((await json(await kyc(member))).body.data.status).toBe('NONE');
  });

  it('takes a passport without its back side', async () => {
    const member = await newMember(server.api, 'kycpass');
    const { back: _back, ...passport } = { ...idCard(), documentType: 'PASSPORT', documentNumber: 'c1234567' };
    const { status, body } = await json(await submit(member, passport));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'PENDING', documentType: 'PASSPORT', documentNumber: 'C1234567' });
    expect(body.data.files).toEqual({ front: expect.stringMatching(KYC_FILE_URL), back: null, selfie: expect.stringMatching(KYC_FILE_URL) });
  });

  it('goes PENDING → 409 → REJECTED with a reason → resubmitted → APPROVED, and then shows income', async () => {
    const member = await newMember(server.api, 'kycflow');
    const first = await json(await submit(member, idCard()));
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('KYC submitted for review');
    expect(first.body.data).toEqual({
      status: 'PENDING',
      rejectReason: null,
      documentType: 'ID_CARD',
      documentNumber: '079200001234',
      submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      files: { front: expect.stringMatching(KYC_FILE_URL), back: expect.stringMatching(KYC_FILE_URL), selfie: expect.stringMatching(KYC_FILE_URL) },
    });
    expect((await json(await kyc(member))).body.data).toEqual(first.body.data);
    expect(await json(await submit(member, idCard()))).toEqual({ status: 409, body: LOCKED });

    expect((await json(await review(member.username, { decision: 'REJECT' }))).body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      errors: { reason: 'A reason is required to reject' },
      fieldCodes: { reason: 'REASON_REQUIRED' },
    });
    const rejected = await json(await review(member.username, { decision: 'REJECT', reason: ' The photo is blurred ' }));
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'REJECTED', rejectReason: 'The photo is blurred' });
    expect((await json(await kyc(member))).body.data).toMatchObject({ status: 'REJECTED', rejectReason: 'The photo is blurred' });

    const second = await json(await submit(member, idCard()));
    expect(second.body.data).toMatchObject({ status: 'PENDING', rejectReason: null });
    // The rejected submission's images are gone.
    expect((await kycFile(first.body.data.files.front, member.accessToken)).status).toBe(404);

    const approved = await json(await review(member.username, { decision: 'APPROVE' }));
    expect(approved.body).toMatchObject({ message: 'KYC approved', data: { status: 'APPROVED', rejectReason: null } });
    const income = await server.api(`/api/auth/client/display-income?username=${member.username}`, { headers: member.auth });
    expect((await income.json()).data).toEqual({ allowed: true });
    expect((await json(await review(member.username, { decision: 'APPROVE' }))).body).toEqual({
      statusCode: 409,
      code: 'KYC_NOT_PENDING', message: 'KYC is not pending review',
    });
  });
});

describe('KYC files', () => {
  it('are served to their owner only; another member gets 404', async () => {
    const owner = await newMember(server.api, 'kycown');
    const other = await newMember(server.api, 'kycother');
    const { body } = await json(await submit(owner, idCard()));
    const front: string = body.data.files.front;

    const mine = await kycFile(front, owner.accessToken);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await mine.arrayBuffer()).equals(PNG)).toBe(true);

    expect(await json(await kycFile(front, other.accessToken))).toEqual({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } });
    expect((await kycFile('/api/auth/client/kyc/file/0123456789abcdef0123456789abcdef.png', owner.accessToken)).status).toBe(404);
    expect((await kycFile('/api/auth/client/kyc/file/..%2F..%2Fpackage.json', owner.accessToken)).status).toBe(404);
    expect((await server.api(front)).status).toBe(401);
    // Not through the public avatar path either.
    expect((await server.app.request(front.replace('/auth/client/kyc/file/', '/public/avatar/'))).status).toBe(404);
  });
});

describe('POST /api/ops/kyc/:username', () => {
  it('refuses an unknown member, a bad decision and a wrong token', async () => {
    expect(await json(await review('nobody_here', { decision: 'APPROVE' }))).toEqual({
      status: 404,
      body: { statusCode: 404, code: 'MEMBER_NOT_FOUND', message: 'Member not found' },
    });
    expect((await json(await review('demo2fa', { decision: 'MAYBE' }))).body.errors).toEqual({
      decision: 'Decision must be APPROVE or REJECT',
    });
    expect((await review('demo2fa', { decision: 'APPROVE' }, 'wrong')).status).toBe(401);
    expect((await json(await review('demo2fa', { decision: 'APPROVE' }))).status).toBe(409);
  });
});
