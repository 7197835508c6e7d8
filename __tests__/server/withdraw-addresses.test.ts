/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON and checked by value */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

import { changeEmailAddress } from '@/server/db/member-security';
import { notifications, outbox, securityTokens, transactions, users, wallets, withdrawAddresses, withdrawals } from '@/server/db/schema';
import { DEMO_SECURE_PASSWORD } from '@/server/db/seed-data/members';
import { saveSetting } from '@/server/db/settings';
import { toDecimalString } from '@/server/domain/money';
import { totpCode } from '@/server/domain/totp';

import { bearer, postJson, signIn } from './helpers/auth';
import { json, newMember } from './helpers/forms';
import { fundedMember } from './helpers/orders';
import { createTestApp, TEST_OPS_TOKEN, TEST_PUBLIC_URL } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';
import { createTestClock } from './helpers/testClock';
import { BOOK_ADDRESS } from './helpers/withdrawals';

/** Each fresh member costs scrypt hashes (sign-up, sign-in). */
jest.setTimeout(60_000);

/** Frozen (times in answers are exact), at a TOTP step's start; tests move it by hours. */
const clock = createTestClock({ frozenAt: new Date(Math.floor(Date.now() / 30_000) * 30_000) });
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({}, { now: clock.now });
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

const HOUR = 60 * 60;
const OTHER_ADDRESS = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const THIRD_ADDRESS = '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB';
const secure = { securePassword: DEMO_SECURE_PASSWORD };

interface Member {
  id: string;
  username: string;
  auth: Record<string, string>;
}

/** A member with the secure password (set directly: no hold), KYC approved, opening deposits, and mails in English. */
async function member(prefix: string, deposits: Partial<Record<'USDT' | 'EV', string>> = { USDT: '200', EV: '100' }): Promise<Member> {
  const fresh = await fundedMember(server.api, server.db, prefix, deposits, clock.now());
  await server.db.update(users).set({ kycStatus: 'APPROVED', language: 'en-US' }).where(eq(users.id, fresh.id));
  return fresh;
}

/** A new session of the member (access tokens last 15 minutes; tests move the clock by hours). */
async function signedInAgain(who: Member): Promise<Member> {
  return { ...who, auth: bearer((await signIn(server.api, who.username)).accessToken) };
}

const client = (path: string, who: Member, body?: unknown, method = 'POST') =>
  server.api(`/api/auth/client/${path}`, body === undefined ? { method, headers: who.auth } : { ...postJson(body, who.auth), method });
const book = async (who: Member) => (await json(await server.api('/api/auth/client/withdraw-addresses', { headers: who.auth }))).body.data;
const addAddress = (who: Member, body: Record<string, unknown>) => client('withdraw-addresses', who, { label: 'My wallet', ...secure, ...body });
const transaction = (path: string, who: Member, body: unknown = {}) => server.api(`/api/auth/transaction/${path}`, postJson(body, who.auth));
const withdraw = (who: Member, addressId: string, amount = '30') => transaction('withdraw', who, { amount, addressId, ...secure });
const transfer = (who: Member) => transaction('transfer', who, { toUsername: 'demo', amount: '10', ...secure });
const cancel = (who: Member, id: string) => transaction(`withdrawals/${id}/cancel`, who);
const ops = (path: string, body: unknown) =>
  server.app.request(`/api/ops/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_OPS_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const TX_HASH = `0x${'5e'.repeat(32)}`;

async function mailsTo(who: { username: string }) {
  const rows = await server.db.select().from(outbox).where(eq(outbox.to, `${who.username}@example.com`)).orderBy(asc(outbox.id));
  return rows;
}

/** The token of the last confirmation link e-mailed to the member. */
async function lastConfirmToken(who: Member): Promise<string> {
  const mail = (await mailsTo(who)).filter((row) => row.body.includes(`${TEST_PUBLIC_URL}/confirm-withdraw-address?token=`)).at(-1);
  const link = /https:\/\/portal\.test\/confirm-withdraw-address\?token=\S+/.exec(mail?.body ?? '')?.[0];
  if (!link) throw new Error(`No confirmation link was mailed to ${who.username}`);
  return new URL(link).searchParams.get('token') ?? '';
}

async function usdtOf(who: Member): Promise<string> {
  const [wallet] = await server.db.select().from(wallets).where(and(eq(wallets.userId, who.id), eq(wallets.symbol, 'USDT')));
  return toDecimalString(wallet.balance);
}

/** Balance = sum of the ledger rows, for the member's USDT wallet. */
async function expectLedgerSums(who: Member) {
  const [{ sum }] = await server.db
    .select({ sum: sql<string>`coalesce(sum(${transactions.amount}), 0)::text` })
    .from(transactions)
    .where(and(eq(transactions.userId, who.id), eq(transactions.symbol, 'USDT')));
  expect(toDecimalString(sum)).toBe(await usdtOf(who));
}

/** Adds an address and confirms it by its e-mailed link; answers its id (it opens withdrawAddressDelayHours later). */
async function confirmedAddress(who: Member, address = BOOK_ADDRESS): Promise<string> {
  const added = await json(await addAddress(who, { address }));
  expect(added.status).toBe(200);
  expect((await client('withdraw-addresses/confirm', who, { token: await lastConfirmToken(who) })).status).toBe(200);
  return added.body.data._id;
}

/** A member whose book has an open entry (added, confirmed, then a day passed): answers the member signed in again. */
async function withOpenAddress(prefix: string): Promise<Member & { addressId: string }> {
  const fresh = await member(prefix);
  const addressId = await confirmedAddress(fresh);
  clock.advance(24 * HOUR + 1);
  return { ...(await signedInAgain(fresh)), addressId };
}

describe('seeded demo (first: later tests move the clock past its delay)', () => {
  it('withdraws to its usable book address and not to the one in its delay', async () => {
    const demo = { id: '', username: 'demo', auth: bearer((await signIn(server.api, 'demo')).accessToken) };
    const entries = (await book(demo)).items;
    expect(entries.map((entry: any) => [entry.label, entry.status])).toEqual([
      ['Ledger', 'IN_DELAY'],
      ['Binance', 'USABLE'],
    ]);
    const [young, usable] = entries;
    expect((await withdraw(demo, young._id)).status).toBe(400);
    expect((await withdraw(demo, usable._id)).status).toBe(200);
    const latest = await server.db.select().from(withdrawals).orderBy(desc(withdrawals.createdAt)).limit(1);
    expect(latest[0].addressId).toBe(usable._id);
  });
});

describe('the withdrawal address book', () => {
  it('adds an address (checksummed, labelled) awaiting its e-mailed link; a security alert goes out', async () => {
    const who = await member('book');
    const { status, body } = await json(await addAddress(who, { address: BOOK_ADDRESS.toLowerCase(), label: '  Binance  ' }));
    expect(status).toBe(200);
    expect(body.message).toBe('Address added: confirm it with the link we e-mailed you');
    expect(body.data).toEqual({
      _id: expect.any(String),
      address: BOOK_ADDRESS,
      label: 'Binance',
      source: 'MEMBER',
      status: 'AWAITING_CONFIRMATION',
      createdAt: clock.now().toISOString(),
      confirmedAt: null,
      opensAt: null,
    });
    expect(await book(who)).toEqual({ items: [body.data], delayHours: 24, maxAddresses: 20 });

    const mails = await mailsTo(who);
    const confirm = mails.find((mail) => mail.subject === 'Confirm the new FilHub withdrawal address');
    expect(confirm?.body).toContain(BOOK_ADDRESS);
    expect(confirm?.body).toContain('Label: Binance');
    expect(mails.find((mail) => mail.subject === 'Security alert: your FilHub account changed')?.body).toContain(
      'A withdrawal address was added to the address book of your account.',
    );
    const alerts = await server.db.select().from(notifications).where(eq(notifications.userId, who.id));
    expect(alerts.map((row) => [row.type, row.params])).toEqual([['SECURITY_CHANGE', { change: 'WITHDRAW_ADDRESS' }]]);
    // The link is stored hashed, for this entry.
    const [link] = await server.db.select().from(securityTokens).where(and(eq(securityTokens.userId, who.id), eq(securityTokens.purpose, 'WITHDRAW_ADDRESS')));
    expect(link.subjectId).toBe(body.data._id);
    expect(link.tokenHash).not.toBe(await lastConfirmToken(who));
  });

  it.each([
    [{ address: '0x1234' }, { address: 'Enter a BSC wallet address (0x followed by 40 hex digits)' }],
    [{ label: '   ' }, { label: 'Give the address a label' }],
    [{ label: 'x'.repeat(41) }, { label: 'The label must be at most 40 characters' }],
    [{ securePassword: 'Wrong@12345' }, { securePassword: 'The secure password is wrong' }],
  ])('refuses %j', async (change, errors) => {
    const who = await member('bookbad');
    const { status, body } = await json(await addAddress(who, { address: BOOK_ADDRESS, ...change }));
    expect(status).toBe(400);
    expect(body.errors).toEqual(errors);
    expect((await book(who)).items).toEqual([]);
  });

  it('asks a member without a secure password to set one first, and refuses an address already on the book', async () => {
    const fresh = await newMember(server.api, 'booknosec');
    const unset = await json(await addAddress({ id: '', ...fresh }, { address: BOOK_ADDRESS }));
    expect(unset.body.errors).toEqual({ securePassword: 'Set a secure password first' });
    const who = await member('bookdup');
    expect((await addAddress(who, { address: BOOK_ADDRESS })).status).toBe(200);
    const again = await json(await addAddress(who, { address: BOOK_ADDRESS.toLowerCase(), label: 'Again' }));
    expect(again).toMatchObject({ status: 400, body: { errors: { address: 'This address is already in your address book' } } });
  });

  it('confirms by the link once, for the member who added it, signed in; it opens 24 hours after the confirmation', async () => {
    const who = await member('bookok');
    const other = await member('bookthief');
    const added = (await json(await addAddress(who, { address: BOOK_ADDRESS, label: 'Ledger' }))).body.data;
    const token = await lastConfirmToken(who);

    // Another member's session cannot see or use it (and does not use it up).
    const invalid = { token: 'This confirmation link is invalid, expired or already used' };
    expect((await json(await client('withdraw-addresses/by-link', other, { token }))).body.errors).toEqual(invalid);
    expect((await json(await client('withdraw-addresses/confirm', other, { token }))).body.errors).toEqual(invalid);

    const preview = await json(await client('withdraw-addresses/by-link', who, { token }));
    expect(preview.body.data).toMatchObject({ _id: added._id, address: BOOK_ADDRESS, label: 'Ledger', status: 'AWAITING_CONFIRMATION' });
    clock.advance(10 * 60);
    const confirmedAt = clock.now();
    const confirmed = await json(await client('withdraw-addresses/confirm', who, { token }));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      status: 'IN_DELAY',
      confirmedAt: confirmedAt.toISOString(),
      opensAt: new Date(confirmedAt.getTime() + 24 * HOUR * 1000).toISOString(),
    });
    // Replayed: refused, and the entry is unchanged.
    expect((await json(await client('withdraw-addresses/confirm', who, { token }))).body.errors).toEqual(invalid);
    expect((await json(await client('withdraw-addresses/by-link', who, { token }))).body.errors).toEqual(invalid);
    expect((await book(who)).items[0].confirmedAt).toBe(confirmedAt.toISOString());
  });

  it('refuses a link after 24 hours, and one whose address was removed', async () => {
    const who = await member('booklate');
    await addAddress(who, { address: BOOK_ADDRESS });
    const late = await lastConfirmToken(who);
    const removedEntry = (await json(await addAddress(who, { address: OTHER_ADDRESS }))).body.data;
    const removedToken = await lastConfirmToken(who);
    expect((await client(`withdraw-addresses/${removedEntry._id}`, who, undefined, 'DELETE')).status).toBe(200);
    expect((await client('withdraw-addresses/confirm', who, { token: removedToken })).status).toBe(400);
    clock.advance(24 * HOUR + 1);
    const again = await signedInAgain(who);
    expect((await client('withdraw-addresses/confirm', again, { token: late })).status).toBe(400);
    expect((await book(again)).items.map((entry: any) => entry.status)).toEqual(['AWAITING_CONFIRMATION']);
  });

  it('two confirmations of one link at once: exactly one works', async () => {
    const who = await member('bookrace');
    await addAddress(who, { address: BOOK_ADDRESS });
    const token = await lastConfirmToken(who);
    const answers = await Promise.all([1, 2, 3].map(() => client('withdraw-addresses/confirm', who, { token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
  });

  it('with 2FA on, a code given when adding confirms at once (no link); each code once; a wrong code adds nothing', async () => {
    const who = await member('book2fa');
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await server.db.update(users).set({ totpSecret: secret, is2FAEnabled: true, totpLastStep: null }).where(eq(users.id, who.id));
    const wrong = await json(await addAddress(who, { address: BOOK_ADDRESS, code: '000000' }));
    expect(wrong.body.errors).toEqual({ code: 'Invalid verification code' });
    expect((await book(who)).items).toEqual([]);

    const code = totpCode(secret, clock.now().getTime());
    const added = await json(await addAddress(who, { address: BOOK_ADDRESS, code }));
    expect(added.body.message).toBe('Address added and confirmed');
    expect(added.body.data).toMatchObject({ status: 'IN_DELAY', confirmedAt: clock.now().toISOString() });
    expect((await mailsTo(who)).map((mail) => mail.subject)).toEqual(['Security alert: your FilHub account changed']);
    const reused = await json(await addAddress(who, { address: OTHER_ADDRESS, code }));
    expect(reused.body.errors).toEqual({ code: 'This code was already used, wait for the next one' });
    // Without a code, the e-mailed link.
    expect((await json(await addAddress(who, { address: THIRD_ADDRESS }))).body.data.status).toBe('AWAITING_CONFIRMATION');
  });

  it('the same address added twenty times at once is one entry; a NUL byte in the label and a 1 MB body are refused', async () => {
    const who = await member('bookburst');
    const answers = await Promise.all(Array.from({ length: 20 }, () => addAddress(who, { address: BOOK_ADDRESS })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect((await book(who)).items).toHaveLength(1);
    const nul = await json(await addAddress(who, { address: OTHER_ADDRESS, label: 'My\u0000wallet' }));
    expect(nul.status).toBe(400);
    expect(Object.keys(nul.body.errors)).toEqual(['label']);
    expect((await addAddress(who, { address: OTHER_ADDRESS, label: 'x'.repeat(1024 * 1024) })).status).toBe(413);
    expect((await book(who)).items).toHaveLength(1);
  });

  it("removes an entry at once; another member's or an unknown id is 404; the address can be added again", async () => {
    const who = await member('bookrm');
    const other = await member('bookrmthief');
    const entry = (await json(await addAddress(who, { address: BOOK_ADDRESS }))).body.data;
    const notFound = { statusCode: 404, code: 'WITHDRAW_ADDRESS_NOT_FOUND', message: 'Withdrawal address not found' };
    expect(await json(await client(`withdraw-addresses/${entry._id}`, other, undefined, 'DELETE'))).toEqual({ status: 404, body: notFound });
    expect((await client('withdraw-addresses/not-an-id', who, undefined, 'DELETE')).status).toBe(404);
    expect((await client(`withdraw-addresses/${entry._id}`, who, undefined, 'DELETE')).status).toBe(200);
    expect((await client(`withdraw-addresses/${entry._id}`, who, undefined, 'DELETE')).status).toBe(404);
    expect((await book(who)).items).toEqual([]);
    expect((await addAddress(who, { address: BOOK_ADDRESS })).status).toBe(200);
  });

  it('holds at most 20 addresses', async () => {
    const who = await member('bookfull');
    const rows = Array.from({ length: 20 }, (_, index) => ({
      userId: who.id,
      address: `0x${(index + 1).toString(16).padStart(40, '0')}`,
      label: `Wallet ${index}`,
    }));
    await server.db.insert(withdrawAddresses).values(rows);
    const full = await json(await addAddress(who, { address: BOOK_ADDRESS }));
    expect(full).toMatchObject({ status: 400, body: { code: 'WITHDRAW_ADDRESS_BOOK_FULL' } });
  });

  it('puts the payout wallet linked by signature on the book: confirmed by the signature, the delay still applies', async () => {
    const who = await member('booklink');
    const account = privateKeyToAccount(generatePrivateKey());
    const asked = await json(await server.api(`/api/auth/client/payment/wallet-message?address=${account.address}`, { headers: who.auth }));
    const signature = await account.signMessage({ message: asked.body.data.message });
    const saved = await client('update-payment', who, {
      bankCode: 'VCB',
      accountNumber: '0123456789',
      accountName: 'NGUYEN VAN A',
      walletAddress: account.address,
      signature,
      ...secure,
    });
    expect(saved.status).toBe(200);
    const [entry] = (await book(who)).items;
    expect(entry).toMatchObject({ address: account.address, source: 'WALLET_LINK', label: 'Payout wallet', status: 'IN_DELAY' });
    const refused = await json(await withdraw(who, entry._id));
    expect(refused.body.errors).toMatchObject({ addressId: expect.stringMatching(/^This address can be used from /) });
  });
});

describe('withdrawals go only to book addresses past their delay', () => {
  it('refuses a fresh address for 24 hours (when it opens in the answer), then accepts it', async () => {
    const who = await member('delay');
    const addressId = await confirmedAddress(who);
    const opensAt = new Date(clock.now().getTime() + 24 * HOUR * 1000).toISOString();
    const before = await usdtOf(who);
    const young = await json(await withdraw(who, addressId));
    expect(young).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        code: 'WITHDRAW_ADDRESS_IN_DELAY',
        message: `This address can be used from ${opensAt}`,
        errors: { addressId: `This address can be used from ${opensAt}`, opensAt },
        fieldCodes: { addressId: 'WITHDRAW_ADDRESS_IN_DELAY' },
      },
    });
    clock.advance(24 * HOUR - 60);
    const almost = await signedInAgain(who);
    expect((await withdraw(almost, addressId)).status).toBe(400);
    clock.advance(61);
    const open = await json(await withdraw(almost, addressId));
    expect(open.status).toBe(200);
    expect(open.body.data.withdrawal).toMatchObject({ addressId, address: BOOK_ADDRESS, addressLabel: 'My wallet', chainId: 97, status: 'PENDING' });
    expect(await usdtOf(who)).toBe(toDecimalString(Number(before) - 31));
  });

  it("refuses an unconfirmed, a removed and another member's entry, and writes nothing", async () => {
    const other = await withOpenAddress('refusethief');
    const who = await withOpenAddress('refuse');
    const pending = (await json(await addAddress(who, { address: OTHER_ADDRESS }))).body.data._id;
    expect((await json(await withdraw(who, pending))).body).toMatchObject({
      code: 'WITHDRAW_ADDRESS_UNCONFIRMED',
      errors: { addressId: 'This address is not confirmed yet: open the link we e-mailed you' },
    });
    const thiefs = await json(await withdraw(who, other.addressId));
    expect(thiefs).toMatchObject({ status: 404, body: { code: 'WITHDRAW_ADDRESS_NOT_FOUND' } });
    expect((await client(`withdraw-addresses/${who.addressId}`, who, undefined, 'DELETE')).status).toBe(200);
    const removed = await json(await withdraw(who, who.addressId));
    expect(removed.body).toMatchObject({ code: 'WITHDRAW_ADDRESS_REMOVED', errors: { addressId: 'This address was removed from your address book' } });
    expect((await json(await withdraw(who, 'not-a-uuid'))).status).toBe(404);
    const rows = await server.db.select().from(withdrawals).where(eq(withdrawals.userId, who.id));
    expect(rows).toEqual([]);
  });
});

describe('the hold after security changes', () => {
  const HELD = (until: string, holdReason = 'PASSWORD_RESET') => ({
    statusCode: 403,
    code: 'MONEY_OUT_HELD',
    message: `Transfers and withdrawals are on hold until ${until} after a security change of your account`,
    errors: { heldUntil: until, holdReason },
  });

  it('after a password reset: withdrawals and transfers refused (saying until when), swaps allowed; a day later accepted', async () => {
    const who = await withOpenAddress('holdreset');
    await server.api('/api/public/client/forgot', postJson({ email: `${who.username}@example.com` }));
    const mail = (await mailsTo(who)).filter((row) => row.body.includes('/reset-password?token=')).at(-1);
    const token = new URL(/https:\/\/\S+\/reset-password\?token=\S+/.exec(mail?.body ?? '')![0]).searchParams.get('token');
    expect((await server.api('/api/public/client/reset-password', postJson({ token, password: 'Reset@12345' }))).status).toBe(200);
    const until = new Date(clock.now().getTime() + 24 * HOUR * 1000).toISOString();
    const again = { ...who, auth: bearer((await signIn(server.api, who.username, 'Reset@12345')).accessToken) };

    expect(await json(await withdraw(again, who.addressId))).toEqual({ status: 403, body: HELD(until) });
    expect(await json(await transfer(again))).toEqual({ status: 403, body: HELD(until) });
    const status = await json(await server.api('/api/auth/transaction/money-out', { headers: again.auth }));
    expect(status.body.data).toEqual({ blocked: false, heldUntil: until, holdReason: 'PASSWORD_RESET', kycRequired: false });
    const swap = await transaction('swap', again, { fromSymbol: 'USDT', toSymbol: 'EV', amount: '10', ...secure });
    expect(swap.status).toBe(200);

    clock.advance(24 * HOUR + 1);
    const later = { ...who, auth: bearer((await signIn(server.api, who.username, 'Reset@12345')).accessToken) };
    expect((await withdraw(later, who.addressId)).status).toBe(200);
    expect((await transfer(later)).status).toBe(200);
    expect((await json(await server.api('/api/auth/transaction/money-out', { headers: later.auth }))).body.data.heldUntil).toBeNull();
  });

  it('after a secure-password change, 2FA off, an e-mail change and a secure-password link: the hold is set with the change', async () => {
    const heldUntilOf = async (who: Member) => {
      const [row] = await server.db.select({ heldUntil: users.moneyOutHeldUntil }).from(users).where(eq(users.id, who.id));
      return row.heldUntil?.toISOString() ?? null;
    };
    const dayAfterNow = () => new Date(clock.now().getTime() + 24 * HOUR * 1000).toISOString();

    const changer = await member('holdsecure');
    const changed = await client('change-secure-password', changer, { currentSecurePassword: DEMO_SECURE_PASSWORD, newSecurePassword: 'Vault$2026x' }, 'PATCH');
    expect(changed.status).toBe(200);
    expect(await heldUntilOf(changer)).toBe(dayAfterNow());

    const linked = await member('holdlink');
    await client('secure-password/forgot', linked, {});
    const mail = (await mailsTo(linked)).filter((row) => row.body.includes('/reset-secure-password?token=')).at(-1);
    const token = new URL(/https:\/\/\S+\/reset-secure-password\?token=\S+/.exec(mail?.body ?? '')![0]).searchParams.get('token');
    expect((await client('secure-password/reset', linked, { token, newSecurePassword: 'Vault$2026x' })).status).toBe(200);
    expect(await heldUntilOf(linked)).toBe(dayAfterNow());

    const twoFactor = await member('hold2fa');
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await server.db.update(users).set({ totpSecret: secret, is2FAEnabled: true, totpLastStep: null }).where(eq(users.id, twoFactor.id));
    const off = await client('gg-2fa/disabled', twoFactor, { password: 'Demo@12345', code: totpCode(secret, clock.now().getTime()) });
    expect(off.status).toBe(200);
    expect(await heldUntilOf(twoFactor)).toBe(dayAfterNow());

    const mover = await member('holdemail');
    await expect(changeEmailAddress(server.db, mover.id, `New.${mover.username}@Example.com`, new Date(dayAfterNow()), new Date())).resolves.toBe(true);
    const [moved] = await server.db.select().from(users).where(eq(users.id, mover.id));
    expect(moved.email).toBe(`new.${mover.username}@example.com`);
    expect(await heldUntilOf(mover)).toBe(dayAfterNow());

    // A later change never shortens a longer hold.
    await saveSetting(server.db, { group: 'SECURITY', name: 'securityHoldHours', value: '1' });
    try {
      await client('change-secure-password', changer, { currentSecurePassword: 'Vault$2026x', newSecurePassword: 'Vault$2027x' }, 'PATCH');
      expect(await heldUntilOf(changer)).toBe(dayAfterNow());
    } finally {
      await saveSetting(server.db, { group: 'SECURITY', name: 'securityHoldHours', value: '24' });
    }
  });
});

describe('KYC before money out', () => {
  it('refuses a withdrawal without approved KYC while withdrawRequiresKyc is on, allows it when off; transfers never need it', async () => {
    const who = await withOpenAddress('kyc');
    await server.db.update(users).set({ kycStatus: 'PENDING' }).where(eq(users.id, who.id));
    const refused = await json(await withdraw(who, who.addressId));
    expect(refused).toEqual({
      status: 403,
      body: { statusCode: 403, code: 'WITHDRAW_KYC_REQUIRED', message: 'Withdrawals need approved KYC: send your documents in Setting → KYC' },
    });
    expect((await json(await server.api('/api/auth/transaction/money-out', { headers: who.auth }))).body.data.kycRequired).toBe(true);
    expect((await transfer(who)).status).toBe(200);
    await saveSetting(server.db, { group: 'SECURITY', name: 'withdrawRequiresKyc', value: 'false' });
    try {
      expect((await withdraw(who, who.addressId)).status).toBe(200);
      expect((await json(await server.api('/api/auth/transaction/money-out', { headers: who.auth }))).body.data.kycRequired).toBe(false);
    } finally {
      await saveSetting(server.db, { group: 'SECURITY', name: 'withdrawRequiresKyc', value: 'true' });
    }
  });
});

describe('the member sees and stops a withdrawal', () => {
  it('cancels a PENDING withdrawal: amount and fee come back as ledger rows and the ledger still sums to the balance', async () => {
    const who = await withOpenAddress('cancel');
    const before = await usdtOf(who);
    const requested = (await json(await withdraw(who, who.addressId, '40'))).body.data.withdrawal;
    expect(await usdtOf(who)).toBe(toDecimalString(Number(before) - 41));
    const cancelled = await json(await cancel(who, requested._id));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ _id: requested._id, status: 'CANCELLED', decidedAt: clock.now().toISOString() });
    expect(cancelled.body.data.entries.map((e: any) => [e.type, e.amount, e.status])).toEqual([
      ['WITHDRAW', '40', 'COMPLETED'],
      ['FEE', '1', 'COMPLETED'],
    ]);
    expect(await usdtOf(who)).toBe(before);
    const rows = await server.db.select().from(transactions).where(eq(transactions.reference, requested.reference)).orderBy(asc(transactions.id));
    expect(rows.map((row) => [row.type, toDecimalString(row.amount), row.status])).toEqual([
      ['WITHDRAW', '-40', 'CANCELLED'],
      ['FEE', '-1', 'CANCELLED'],
      ['WITHDRAW', '40', 'COMPLETED'],
      ['FEE', '1', 'COMPLETED'],
    ]);
    await expectLedgerSums(who);
    const notPending = { statusCode: 409, code: 'WITHDRAWAL_NOT_PENDING', message: 'The withdrawal is not pending' };
    expect(await json(await cancel(who, requested._id))).toEqual({ status: 409, body: notPending });
    expect((await ops(`withdraw/${requested._id}`, { decision: 'APPROVE', txHash: TX_HASH })).status).toBe(409);
  });

  it("once an operator acted it is 409; another member's withdrawal is 404 and stays as it is", async () => {
    const who = await withOpenAddress('cancelops');
    const thief = await member('cancelthief');
    const approved = (await json(await withdraw(who, who.addressId))).body.data.withdrawal;
    const rejected = (await json(await withdraw(who, who.addressId))).body.data.withdrawal;
    const pending = (await json(await withdraw(who, who.addressId))).body.data.withdrawal;
    await ops(`withdraw/${approved._id}`, { decision: 'APPROVE', txHash: TX_HASH });
    await ops(`withdraw/${rejected._id}`, { decision: 'REJECT', reason: 'Wrong network' });
    expect((await cancel(who, approved._id)).status).toBe(409);
    expect((await cancel(who, rejected._id)).status).toBe(409);
    const notFound = { statusCode: 404, code: 'WITHDRAWAL_NOT_FOUND', message: 'Withdrawal not found' };
    expect(await json(await cancel(thief, pending._id))).toEqual({ status: 404, body: notFound });
    expect((await cancel(thief, 'not-a-uuid')).status).toBe(404);
    const [record] = await server.db.select().from(withdrawals).where(eq(withdrawals.id, pending._id));
    expect(record.status).toBe('PENDING');
    await expectLedgerSums(who);
  });

  it('two cancels at once: exactly one wins, the refund is made once', async () => {
    const who = await withOpenAddress('cancelrace');
    const before = await usdtOf(who);
    const requested = (await json(await withdraw(who, who.addressId))).body.data.withdrawal;
    const answers = await Promise.all([cancel(who, requested._id), cancel(who, requested._id), cancel(who, requested._id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await usdtOf(who)).toBe(before);
    await expectLedgerSums(who);
  });

  it("a cancel racing the operator's approval: exactly one wins and the balance follows it", async () => {
    for (const round of [1, 2, 3]) {
      const who = await withOpenAddress(`cancelvs${round}`);
      const before = await usdtOf(who);
      const requested = (await json(await withdraw(who, who.addressId))).body.data.withdrawal;
      const [cancelled, approved] = await Promise.all([cancel(who, requested._id), ops(`withdraw/${requested._id}`, { decision: 'APPROVE', txHash: TX_HASH })]);
      expect([cancelled.status, approved.status].sort()).toEqual([200, 409]);
      const [record] = await server.db.select().from(withdrawals).where(eq(withdrawals.id, requested._id));
      expect(record.status).toBe(cancelled.status === 200 ? 'CANCELLED' : 'APPROVED');
      expect(await usdtOf(who)).toBe(cancelled.status === 200 ? before : toDecimalString(Number(before) - 31));
      await expectLedgerSums(who);
    }
  });

  it('lists the member\'s withdrawals newest first, paged by key, with address, label, chain, hash and reason', async () => {
    const other = await withOpenAddress('listother');
    const who = await withOpenAddress('list');
    await withdraw(await signedInAgain(other), other.addressId);
    const ids: string[] = [];
    for (const amount of ['20', '21', '22']) {
      ids.push((await json(await withdraw(who, who.addressId, amount))).body.data.withdrawal._id);
      clock.advance(1);
    }
    await ops(`withdraw/${ids[0]}`, { decision: 'APPROVE', txHash: TX_HASH });
    await ops(`withdraw/${ids[1]}`, { decision: 'REJECT', reason: 'Wrong network' });
    const page1 = await json(await server.api('/api/auth/transaction/withdrawals?limit=2', { headers: who.auth }));
    expect(page1.body.data).toMatchObject({ limit: 2, nextCursor: expect.any(String) });
    expect(page1.body.data.items.map((w: any) => [w._id, w.status])).toEqual([
      [ids[2], 'PENDING'],
      [ids[1], 'REJECTED'],
    ]);
    expect(page1.body.data.items[1]).toMatchObject({ reason: 'Wrong network', txHash: null, decidedAt: expect.any(String) });
    const page2 = await json(await server.api(`/api/auth/transaction/withdrawals?limit=2&cursor=${page1.body.data.nextCursor}`, { headers: who.auth }));
    expect(page2.body.data.nextCursor).toBeNull();
    expect(page2.body.data.items).toEqual([
      {
        _id: ids[0],
        symbol: 'USDT',
        amount: '20',
        fee: '1',
        address: BOOK_ADDRESS,
        addressId: who.addressId,
        addressLabel: 'My wallet',
        chainId: 97,
        txHash: TX_HASH,
        reference: expect.stringMatching(/^WD-/),
        status: 'APPROVED',
        reason: null,
        createdAt: expect.any(String),
        decidedAt: expect.any(String),
      },
    ]);
    const bad = await json(await server.api('/api/auth/transaction/withdrawals?cursor=bm90LWEtY3Vyc29y', { headers: who.auth }));
    expect(bad).toMatchObject({ status: 400, body: { errors: { cursor: 'The page cursor is not valid, start again from the first page' } } });
    // The same position under the orders' tag: another list's cursor.
    const orderCursor = Buffer.from(Buffer.from(page1.body.data.nextCursor, 'base64url').toString().replace(/^W/, 'O')).toString('base64url');
    expect((await server.api(`/api/auth/transaction/withdrawals?cursor=${orderCursor}`, { headers: who.auth })).status).toBe(400);
  });

  it('e-mails the member at every step: requested, approved (with the transaction), rejected, cancelled', async () => {
    const who = await withOpenAddress('mails');
    const first = (await json(await withdraw(who, who.addressId, '20'))).body.data.withdrawal;
    const second = (await json(await withdraw(who, who.addressId, '21'))).body.data.withdrawal;
    const third = (await json(await withdraw(who, who.addressId, '22'))).body.data.withdrawal;
    await ops(`withdraw/${first._id}`, { decision: 'APPROVE', txHash: TX_HASH });
    await ops(`withdraw/${second._id}`, { decision: 'REJECT', reason: 'Wrong network' });
    await cancel(who, third._id);
    const mails = (await mailsTo(who)).filter((mail) => mail.kind === 'WITHDRAWAL_STEP');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'FilHub: Withdrawal of $20.00 requested',
      'FilHub: Withdrawal of $21.00 requested',
      'FilHub: Withdrawal of $22.00 requested',
      'FilHub: Withdrawal of $20.00 approved and paid out',
      'FilHub: Withdrawal of $21.00 rejected',
      'FilHub: Withdrawal of $22.00 cancelled',
    ]);
    expect(mails[0].body).toContain(`To: ${BOOK_ADDRESS} (My wallet)`);
    expect(mails[0].body).toContain(`${TEST_PUBLIC_URL}/wallet`);
    expect(mails[3].body).toContain(`Transaction: ${TX_HASH}`);
    expect(mails[4].body).toContain('It was rejected: Wrong network');
    expect(mails[5].body).toContain('$23.00 (amount and fee) are back in your wallet.');
  });
});
