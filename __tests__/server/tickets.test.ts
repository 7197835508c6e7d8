import { and, eq } from 'drizzle-orm';

import { auditLog, notifications, operators } from '@/server/db/schema';
import { demoOperatorToken } from '@/server/db/seed-data/operators';
import { MAX_UPLOAD_BYTES } from '@/server/domain/uploads';

import { bearer, postJson } from './helpers/auth';
import { EXE, file, JPEG, json, newMember, PNG, WEBP } from './helpers/forms';
import { createTestApp, GENEROUS_RATE_LIMITS } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let server: TestApp;

// Several sign-ups and uploads per test: seconds on a busy machine.
jest.setTimeout(30_000);

beforeAll(async () => {
  server = await createTestApp();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterAll(async () => {
  await server.close();
});

const SUPPORT = demoOperatorToken('support');
const FINANCE = demoOperatorToken('finance');
const ADMIN = demoOperatorToken('admin');
const ZERO_UUID = '00000000-0000-4000-8000-000000000000';

type Member = Awaited<ReturnType<typeof newMember>>;

function ticketForm(fields: Record<string, string>, images: File[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const image of images) form.append('images', image);
  return form;
}

function openTicket(member: Member, fields: Record<string, string>, images: File[] = []) {
  return server.api('/api/auth/ticket/create', { method: 'POST', headers: member.auth, body: ticketForm(fields, images) });
}

function reply(member: Member, ticketId: string, text: string, images: File[] = []) {
  return server.api('/api/auth/ticket/reply', { method: 'POST', headers: member.auth, body: ticketForm({ ticketId, text }, images) });
}

const get = (member: Member, path: string) => server.api(`/api/auth/ticket/${path}`, { headers: member.auth });

function ops(token: string, method: string, path: string, body?: unknown) {
  const init: RequestInit = { method, headers: { ...bearer(token), 'content-type': 'application/json' } };
  if (body !== undefined) init.body = JSON.stringify(body);
  return server.apiFrom('203.0.113.9')(`/api/ops/tickets${path}`, init);
}

async function opened(member: Member, text = 'My withdrawal is late', images: File[] = []) {
  const { status, body } = await json(await openTicket(member, { category: 'WITHDRAWAL', text }, images));
  expect(status).toBe(200);
  return body.data as { _id: string; number: number; status: string; messages: { images: string[]; author: string; text: string }[] };
}

describe('member tickets', () => {
  it('opens a ticket with images, lists it and shows its thread', async () => {
    const member = await newMember(server.api, 'tkopen');
    const ticket = await opened(member, '  Where is my money?  ', [file(PNG, 'a.png'), file(JPEG, 'b.jpg', 'image/jpeg'), file(WEBP, 'c.webp', 'image/webp')]);
    expect(ticket).toMatchObject({ category: 'WITHDRAWAL', status: 'OPEN', preview: 'Where is my money?' });
    expect(ticket.messages).toHaveLength(1);
    expect(ticket.messages[0]).toMatchObject({ author: 'MEMBER', text: 'Where is my money?' });
    expect(ticket.messages[0].images).toHaveLength(3);
    expect(ticket.messages[0].images[0]).toMatch(new RegExp(`^auth/ticket/${ticket._id}/file/[0-9a-f]{32}\\.png$`));

    const list = await json(await get(member, 'list'));
    expect(list.body.data).toMatchObject({ items: [{ _id: ticket._id, status: 'OPEN' }], nextCursor: null });
    const image = await server.api(`/api/${ticket.messages[0].images[0]}`, { headers: member.auth });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('private, no-store');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
  });

  it("answers 404 for another member's ticket, its thread, images, reply and close", async () => {
    const owner = await newMember(server.api, 'tkowner');
    const thief = await newMember(server.api, 'tkthief');
    const ticket = await opened(owner, 'Private', [file(PNG, 'a.png')]);
    const imagePath = `/api/${ticket.messages[0].images[0]}`;
    for (const response of [
      await get(thief, ticket._id),
      await server.api(imagePath, { headers: thief.auth }),
      await reply(thief, ticket._id, 'Mine now'),
      await server.api(`/api/auth/ticket/${ticket._id}/close`, { method: 'POST', headers: thief.auth }),
      await get(thief, ZERO_UUID),
      await get(thief, 'not-a-uuid'),
    ]) {
      expect(await json(response)).toEqual({ status: 404, body: { statusCode: 404, code: 'TICKET_NOT_FOUND', message: 'Ticket not found' } });
    }
    expect((await json(await get(thief, 'list'))).body.data.items).toEqual([]);
    // The owner's image under another name of the upload folder, or a path, is nothing.
    expect((await server.api(imagePath.replace(/[0-9a-f]{32}/, '0'.repeat(32)), { headers: owner.auth })).status).toBe(404);
    expect((await server.api(`/api/auth/ticket/${ticket._id}/file/..%2F..%2Fpackage.json`, { headers: owner.auth })).status).toBe(404);
    expect((await server.api(imagePath)).status).toBe(401);
    expect((await get(owner, ticket._id)).status).toBe(200);
  });

  it('refuses wrong images, a fourth image, a bad category and an empty or long text', async () => {
    const member = await newMember(server.api, 'tklimits');
    const refused = async (fields: Record<string, string>, images: File[] = []) => (await json(await openTicket(member, fields, images))).body;
    const valid = { category: 'ORDER', text: 'Help' };
    expect((await refused(valid, [file(EXE, 'a.png')])).fieldCodes).toEqual({ images: 'UPLOAD_WRONG_TYPE' });
    const tooLarge = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect((await refused(valid, [file(tooLarge, 'big.png')])).fieldCodes).toEqual({ images: 'UPLOAD_TOO_LARGE' });
    const four = [PNG, PNG, PNG, PNG].map((bytes, index) => file(bytes, `${index}.png`));
    expect((await refused(valid, four)).fieldCodes).toEqual({ images: 'TICKET_TOO_MANY_IMAGES' });
    expect((await refused({ category: 'LOTTERY', text: '   ' })).fieldCodes).toEqual({ category: 'TICKET_CATEGORY_INVALID', text: 'TICKET_TEXT_REQUIRED' });
    expect((await refused({ category: 'KYC', text: 'x'.repeat(2001) })).fieldCodes).toEqual({ text: 'TICKET_TEXT_TOO_LONG' });
    expect((await refused({ category: 'KYC' })).fieldCodes).toEqual({ text: 'TICKET_TEXT_REQUIRED' });
    const json400 = await server.api('/api/auth/ticket/create', postJson(valid, member.auth));
    expect((await json(json400)).body.code).toBe('BODY_NOT_MULTIPART');
    expect((await json(await get(member, 'list'))).body.data.items).toEqual([]);
  });

  it('replies and closes; a closed ticket takes no reply', async () => {
    const member = await newMember(server.api, 'tkclose');
    const ticket = await opened(member);
    const replied = await json(await reply(member, ticket._id, 'Any news?', [file(PNG, 'more.png')]));
    expect(replied.body.data.messages.map((message: { text: string }) => message.text)).toEqual(['My withdrawal is late', 'Any news?']);
    expect(replied.body.data.messages[1].images).toHaveLength(1);
    const closed = await json(await server.api(`/api/auth/ticket/${ticket._id}/close`, { method: 'POST', headers: member.auth }));
    expect(closed.body.data.status).toBe('CLOSED');
    expect((await json(await reply(member, ticket._id, 'Again'))).body).toMatchObject({ statusCode: 409, code: 'TICKET_CLOSED' });
    expect((await json(await server.api(`/api/auth/ticket/${ticket._id}/close`, { method: 'POST', headers: member.auth }))).status).toBe(409);
  });

  it('pages the list by key, newest first', async () => {
    const member = await newMember(server.api, 'tkpages');
    for (const text of ['one', 'two', 'three']) await opened(member, text);
    const first = (await json(await get(member, 'list?limit=2'))).body.data;
    expect(first.items.map((item: { preview: string }) => item.preview)).toEqual(['three', 'two']);
    const second = (await json(await get(member, `list?limit=2&cursor=${first.nextCursor}`))).body.data;
    expect(second).toMatchObject({ items: [{ preview: 'one' }], nextCursor: null });
    expect((await get(member, 'list?cursor=bogus')).status).toBe(400);
  });

  it('limits how many tickets a member opens in an hour', async () => {
    const tight = server.variant({ rateLimits: { ...GENEROUS_RATE_LIMITS, ticketsPerMember: { max: 2, windowSeconds: 3600 } } });
    const member = await newMember(server.api, 'tkrate');
    const send = () => tight.api('/api/auth/ticket/create', { method: 'POST', headers: member.auth, body: ticketForm({ category: 'OTHER', text: 'Hi' }) });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // A malformed form is not counted.
    const other = await newMember(server.api, 'tkrate2');
    const bad = () => tight.api('/api/auth/ticket/create', { method: 'POST', headers: other.auth, body: ticketForm({ category: 'OTHER', text: '' }) });
    for (let i = 0; i < 3; i += 1) expect((await bad()).status).toBe(400);
  });
});

describe('ops tickets', () => {
  it("starts with the demo members' open tickets, the longest waiting first", async () => {
    const queue = (await json(await ops(SUPPORT, 'GET', '?limit=4'))).body.data;
    expect(queue.items.map((item: { member: { username: string } }) => item.member.username)).toEqual(['lan', 'tuan', 'minh', 'hoa']);
    expect(queue.items[0]).toMatchObject({ category: 'WITHDRAWAL', status: 'OPEN' });
  });

  it('lists the queue oldest waiting first, answers (audited, member notified) and closes', async () => {
    const member = await newMember(server.api, 'tkops');
    const first = await opened(member, 'First');
    const second = await opened(member, 'Second', [file(PNG, 'shot.png')]);
    const queue = (await json(await ops(SUPPORT, 'GET', '?limit=50'))).body.data;
    const mine = queue.items.filter((item: { member: { username: string } }) => item.member.username === member.username);
    expect(mine.map((item: { _id: string }) => item._id)).toEqual([first._id, second._id]);

    const thread = (await json(await ops(SUPPORT, 'GET', `/${second._id}`))).body.data;
    expect(thread.member).toEqual({ username: member.username, fullName: 'Lê Văn Thử' });
    const image = await ops(SUPPORT, 'GET', `/${second._id}/file/${thread.messages[0].images[0].split('/').pop()}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('private, no-store');

    const answered = await json(await ops(SUPPORT, 'POST', `/${second._id}/answer`, { text: 'Paid out this morning.' }));
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ status: 'ANSWERED' });
    expect(answered.body.data.messages[1]).toMatchObject({ author: 'SUPPORT', operator: 'support', text: 'Paid out this morning.' });

    const memberThread = (await json(await get(member, second._id))).body.data;
    expect(memberThread.status).toBe('ANSWERED');
    expect(memberThread.messages[1]).toEqual(expect.objectContaining({ author: 'SUPPORT', text: 'Paid out this morning.' }));
    expect(memberThread.messages[1]).not.toHaveProperty('operator');

    const notes = await server.db.select().from(notifications).where(and(eq(notifications.type, 'TICKET_ANSWERED')));
    const note = notes.find((row) => row.params.ticketId === second._id);
    expect(note?.params).toEqual({ ticketId: second._id, ticketNumber: String(second.number) });
    const [support] = await server.db.select().from(operators).where(eq(operators.username, 'support'));
    const audits = await server.db.select().from(auditLog).where(eq(auditLog.targetId, String(second.number)));
    expect(audits).toEqual([
      expect.objectContaining({ operatorId: support.id, action: 'ticket.answer', targetType: 'ticket', ip: '203.0.113.9', before: { status: 'OPEN' }, after: { status: 'ANSWERED', text: 'Paid out this morning.' } }),
    ]);

    // Answered tickets leave the OPEN queue; a member's reply brings the ticket back.
    const openIds = (await json(await ops(SUPPORT, 'GET', '?limit=50'))).body.data.items.map((item: { _id: string }) => item._id);
    expect(openIds).not.toContain(second._id);
    const answeredIds = (await json(await ops(SUPPORT, 'GET', '?status=ANSWERED&limit=50'))).body.data.items.map((item: { _id: string }) => item._id);
    expect(answeredIds).toContain(second._id);
    await reply(member, second._id, 'Thanks, not yet there');
    expect((await json(await get(member, second._id))).body.data.status).toBe('OPEN');

    const closed = await json(await ops(ADMIN, 'POST', `/${second._id}/close`));
    expect(closed.body.data.status).toBe('CLOSED');
    expect((await json(await ops(SUPPORT, 'POST', `/${second._id}/answer`, { text: 'Late' }))).body).toMatchObject({ statusCode: 409, code: 'TICKET_CLOSED' });
    expect((await json(await ops(SUPPORT, 'POST', `/${second._id}/close`))).status).toBe(409);
    const actions = (await server.db.select().from(auditLog).where(eq(auditLog.targetId, String(second.number)))).map((row) => row.action);
    expect(actions.sort()).toEqual(['ticket.answer', 'ticket.close']);
  });

  it('refuses finance (403), member tokens (401), unknown tickets (404) and an empty answer', async () => {
    const member = await newMember(server.api, 'tkroles');
    const ticket = await opened(member);
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['GET', `/${ticket._id}`, undefined],
      ['POST', `/${ticket._id}/answer`, { text: 'x' }],
      ['POST', `/${ticket._id}/close`, undefined],
    ] as const) {
      expect((await json(await ops(FINANCE, method, path, body))).body.code).toBe('OPS_ROLE_FORBIDDEN');
      const asMember = await ops(member.accessToken, method, path, body);
      expect([path, asMember.status]).toEqual([path, 401]);
    }
    expect((await ops(SUPPORT, 'GET', `/${ZERO_UUID}`)).status).toBe(404);
    expect((await ops(SUPPORT, 'POST', `/${ZERO_UUID}/answer`, { text: 'x' })).status).toBe(404);
    expect((await json(await ops(SUPPORT, 'POST', `/${ticket._id}/answer`, { text: ' ' }))).body.fieldCodes).toEqual({ text: 'TICKET_TEXT_REQUIRED' });
    expect((await json(await ops(SUPPORT, 'GET', '?status=LOST'))).body.fieldCodes).toEqual({ status: 'TICKET_STATUS_INVALID' });
    expect((await json(await get(member, ticket._id))).body.data.status).toBe('OPEN');
    expect(await server.db.select().from(auditLog).where(eq(auditLog.targetId, String(ticket.number)))).toEqual([]);
  });
});
