import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

import { users } from '@/server/db/schema';
import { DEMO_PASSWORD } from '@/server/db/seed-data/members';
import { newTotpSecret, totpCode } from '@/server/domain/totp';

import { securityChangesOf } from './helpers/alerts';
import { fieldCodesOf } from './helpers/errors';
import { postJson } from './helpers/auth';
import { json } from './helpers/forms';
import { fundedMember, secure } from './helpers/orders';
import { createTestClock } from './helpers/testClock';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

const clock = createTestClock();
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({}, { now: clock.now });
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

type Member = Awaited<ReturnType<typeof fundedMember>>;

const payment = (member: Member) => server.api('/api/auth/client/payment', { headers: member.auth });
const walletMessage = (member: Member, address: string) =>
  server.api(`/api/auth/client/payment/wallet-message?address=${encodeURIComponent(address)}`, { headers: member.auth });
/** update-payment, confirmed with the member's secure password unless the body says otherwise. */
const updatePayment = (member: Member, body: Record<string, unknown>) =>
  server.api('/api/auth/client/update-payment', postJson({ ...secure, ...body }, member.auth));

const bank = { bankCode: 'vcb', accountNumber: '0123 456 789', accountName: '  Nguyễn  Văn Đức ' };
const SAVED_BANK = { bankCode: 'VCB', accountNumber: '0123456789', accountName: 'NGUYEN VAN DUC' };

async function messageFor(member: Member, address: string): Promise<string> {
  const { status, body } = await json(await walletMessage(member, address));
  expect(status).toBe(200);
  return body.data.message;
}

describe('payout details', () => {
  it('are null until set, then saved in the bank format', async () => {
    const member = await fundedMember(server.api, server.db, 'pay');
    expect((await json(await payment(member))).body).toEqual({ statusCode: 200, message: 'OK', data: null });
    const { status, body } = await json(await updatePayment(member, bank));
    expect(status).toBe(200);
    expect(body.data).toEqual({ ...SAVED_BANK, walletAddress: null });
    expect((await json(await payment(member))).body.data).toEqual({ ...SAVED_BANK, walletAddress: null });
  });

  let refused: Member;
  beforeAll(async () => {
    refused = await fundedMember(server.api, server.db, 'paybad');
  });

  it.each([
    [{ bankCode: 'NOPE' }, { bankCode: 'Bank does not exist' }],
    [{ accountNumber: '12345' }, { accountNumber: 'Account number must be 6 to 19 digits' }],
    [{ accountNumber: '12345678901234567890' }, { accountNumber: 'Account number must be 6 to 19 digits' }],
    [{ accountNumber: '12-3456' }, { accountNumber: 'Account number must be 6 to 19 digits' }],
    [{ accountName: 'A' }, { accountName: 'Account name must be 2 to 70 letters and spaces' }],
    [{ accountName: 'NGUYEN VAN 2' }, { accountName: 'Account name must be 2 to 70 letters and spaces' }],
    [{ accountName: 'X'.repeat(71) }, { accountName: 'Account name must be 2 to 70 letters and spaces' }],
    [{ walletAddress: '0x1234' }, { walletAddress: 'Wallet address must be a 0x address of 40 hex digits' }],
    [{ bankCode: undefined }, { bankCode: 'Bank is required' }],
  ])('refuses %j with field errors', async (change, errors) => {
    const { status, body } = await json(await updatePayment(refused, { ...bank, ...change }));
    expect(status).toBe(400);
    expect(body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', errors, fieldCodes: fieldCodesOf(errors) });
    expect((await json(await payment(refused))).body.data).toBeNull();
  });
});

describe('the confirmation of a payout change', () => {
  it('is not made with the login password alone (a phisher has it): the secure password is asked for', async () => {
    const member = await fundedMember(server.api, server.db, 'payphish');
    const phished = await json(await updatePayment(member, { ...bank, securePassword: undefined, password: DEMO_PASSWORD }));
    expect(phished.status).toBe(400);
    expect(phished.body.fieldCodes).toEqual({ securePassword: 'SECURE_PASSWORD_MISSING' });
    const asLoginPassword = await json(await updatePayment(member, { ...bank, securePassword: DEMO_PASSWORD }));
    expect(asLoginPassword.body).toEqual({
      statusCode: 400,
      code: 'SECURE_PASSWORD_WRONG',
      message: 'The secure password is wrong',
      errors: { securePassword: 'The secure password is wrong' },
      fieldCodes: { securePassword: 'SECURE_PASSWORD_WRONG' },
    });
    expect((await json(await payment(member))).body.data).toBeNull();
    expect(await securityChangesOf(server.db, member.username)).toEqual([]);
  });

  it('with 2FA on, also needs the authenticator code (each code once)', async () => {
    const member = await fundedMember(server.api, server.db, 'pay2fa');
    const secret = newTotpSecret();
    await server.db.update(users).set({ is2FAEnabled: true, totpSecret: secret }).where(eq(users.id, member.id));
    expect((await json(await updatePayment(member, bank))).body.fieldCodes).toEqual({ code: 'CODE_MISSING' });
    expect((await json(await updatePayment(member, { ...bank, code: '000000' }))).body.fieldCodes).toEqual({ code: 'INVALID_VERIFICATION_CODE' });
    const code = totpCode(secret, clock.now().getTime());
    expect((await updatePayment(member, { ...bank, code })).status).toBe(200);
    expect((await json(await updatePayment(member, { ...bank, accountNumber: '999999', code }))).body.fieldCodes).toEqual({ code: 'CODE_ALREADY_USED' });
    expect((await json(await payment(member))).body.data).toEqual({ ...SAVED_BANK, walletAddress: null });
  });

  it('a wrong secure password links no wallet and uses up no wallet message', async () => {
    const member = await fundedMember(server.api, server.db, 'paywal');
    const owner = privateKeyToAccount(generatePrivateKey());
    const signature = await owner.signMessage({ message: await messageFor(member, owner.address) });
    const wrong = await json(await updatePayment(member, { ...bank, walletAddress: owner.address, signature, securePassword: 'Wrong@12345' }));
    expect(wrong.body.fieldCodes).toEqual({ securePassword: 'SECURE_PASSWORD_WRONG' });
    expect((await json(await payment(member))).body.data).toBeNull();
    expect((await updatePayment(member, { ...bank, walletAddress: owner.address, signature })).status).toBe(200);
  });
});

describe('wallet link', () => {
  it('gives a one-time message naming the wallet and the account', async () => {
    const member = await fundedMember(server.api, server.db, 'wallet');
    const account = privateKeyToAccount(generatePrivateKey());
    const message = await messageFor(member, account.address.toLowerCase());
    expect(message).toMatch(
      new RegExp(`^FilHub: link the wallet ${account.address} to the account ${member.username}\\. Nonce: [0-9a-f]{32}\\. Issued: \\d{4}-`),
    );
    expect(await messageFor(member, account.address)).not.toBe(message);
    expect((await json(await walletMessage(member, 'not-an-address'))).body.errors).toEqual({
      address: 'Wallet address must be a 0x address of 40 hex digits',
    });
  });

  it('links the wallet that signed the current message, once', async () => {
    const member = await fundedMember(server.api, server.db, 'wallet');
    const owner = privateKeyToAccount(generatePrivateKey());
    const stranger = privateKeyToAccount(generatePrivateKey());
    const replaced = await owner.signMessage({ message: await messageFor(member, owner.address) });
    const message = await messageFor(member, owner.address);

    const mismatch = { signature: 'The signature does not match this wallet' };
    const forged = await stranger.signMessage({ message });
    expect((await json(await updatePayment(member, { ...bank, walletAddress: owner.address, signature: forged }))).body.errors).toEqual(mismatch);
    // A signature of a replaced message, or of the right message by another wallet, does not link either.
    expect((await json(await updatePayment(member, { ...bank, walletAddress: owner.address, signature: replaced }))).body.errors).toEqual(mismatch);
    expect((await json(await updatePayment(member, { ...bank, walletAddress: stranger.address, signature: forged }))).body.errors).toEqual(mismatch);
    expect((await json(await updatePayment(member, { ...bank, walletAddress: owner.address, signature: '0x1234' }))).body.errors).toEqual(mismatch);
    expect((await json(await updatePayment(member, { ...bank, walletAddress: owner.address }))).body.errors).toEqual({
      signature: 'Sign the wallet message to link this wallet',
    });
    expect((await json(await payment(member))).body.data).toBeNull();

    const signature = await owner.signMessage({ message });
    const linked = await json(await updatePayment(member, { ...bank, walletAddress: owner.address.toLowerCase(), signature }));
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({
      statusCode: 200,
      message: 'Payment details saved',
      data: { ...SAVED_BANK, walletAddress: owner.address },
    });

    const replay = await json(await updatePayment(member, { ...bank, walletAddress: owner.address, signature }));
    expect(replay).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        errors: { signature: 'The wallet message expired or was used, request a new one' },
        fieldCodes: { signature: 'WALLET_MESSAGE_GONE' },
      },
    });
  });

  it('keeps the wallet when the form leaves it out (or resends it unchanged) and removes it when empty', async () => {
    const member = await fundedMember(server.api, server.db, 'wallet');
    const owner = privateKeyToAccount(generatePrivateKey());
    const signature = await owner.signMessage({ message: await messageFor(member, owner.address) });
    await updatePayment(member, { ...bank, walletAddress: owner.address, signature });

    const kept = await json(await updatePayment(member, { ...bank, accountNumber: '999999' }));
    expect(kept.body.data).toEqual({ ...SAVED_BANK, accountNumber: '999999', walletAddress: owner.address });
    const resent = await json(await updatePayment(member, { ...bank, walletAddress: owner.address.toLowerCase(), signature: null }));
    expect(resent.body.data.walletAddress).toBe(owner.address);
    const cleared = await json(await updatePayment(member, { ...bank, walletAddress: '' }));
    expect(cleared.body.data).toEqual({ ...SAVED_BANK, walletAddress: null });
  });

  it('refuses a message older than 10 minutes', async () => {
    const member = await fundedMember(server.api, server.db, 'wallet');
    const owner = privateKeyToAccount(generatePrivateKey());
    const signature = await owner.signMessage({ message: await messageFor(member, owner.address) });
    clock.advance(10 * 60 + 1);
    const late = await json(await updatePayment(member, { ...bank, walletAddress: owner.address, signature }));
    expect(late.body.errors).toEqual({ signature: 'The wallet message expired or was used, request a new one' });
  });

  it('needs a member', async () => {
    expect((await server.api('/api/auth/client/payment')).status).toBe(401);
    expect((await server.api('/api/auth/client/update-payment', postJson(bank))).status).toBe(401);
  });
});

// The wallet signature is checked with viem's message verification (server/domain/payout.ts): the same signed link
// many times at once, another member's message, and hostile input.
describe("a thief's probes of the wallet link", () => {
  it('the same signed link twenty times at once links the wallet once; the rest are told the message was used', async () => {
    const member = await fundedMember(server.api, server.db, 'wallet');
    const owner = privateKeyToAccount(generatePrivateKey());
    const signature = await owner.signMessage({ message: await messageFor(member, owner.address) });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => updatePayment(member, { ...bank, walletAddress: owner.address, signature }).then(json)),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    const refused = results.filter((result) => result.status !== 200);
    expect(refused).toHaveLength(19);
    expect(refused.every((result) => result.status === 400 && result.body.fieldCodes?.signature === 'WALLET_MESSAGE_GONE')).toBe(true);
    expect((await json(await payment(member))).body.data.walletAddress).toBe(owner.address);
  });

  it("a wallet's signature of another member's message does not link it to me, and leaves that member's message usable", async () => {
    const me = await fundedMember(server.api, server.db, 'wallet');
    const victim = await fundedMember(server.api, server.db, 'wallet');
    const owner = privateKeyToAccount(generatePrivateKey());
    const victimsSignature = await owner.signMessage({ message: await messageFor(victim, owner.address) });
    await messageFor(me, owner.address);
    const stolen = await json(await updatePayment(me, { ...bank, walletAddress: owner.address, signature: victimsSignature }));
    expect(stolen.body.errors).toEqual({ signature: 'The signature does not match this wallet' });
    expect((await json(await payment(me))).body.data).toBeNull();
    const own = await json(await updatePayment(victim, { ...bank, walletAddress: owner.address, signature: victimsSignature }));
    expect(own.status).toBe(200);
  });

  it('a NUL byte in the address or signature and a 1 MB body are refused and use up no message', async () => {
    const member = await fundedMember(server.api, server.db, 'wallet');
    const owner = privateKeyToAccount(generatePrivateKey());
    const signature = await owner.signMessage({ message: await messageFor(member, owner.address) });

    const nulAddress = await json(await updatePayment(member, { ...bank, walletAddress: `${owner.address}\u0000`, signature }));
    expect(nulAddress.status).toBe(400);
    expect(nulAddress.body.fieldCodes).toEqual(expect.objectContaining({ walletAddress: expect.any(String) }));
    const nulSignature = await json(await updatePayment(member, { ...bank, walletAddress: owner.address, signature: `${signature}\u0000` }));
    expect(nulSignature.status).toBe(400);
    expect(nulSignature.body.code).toEqual(expect.any(String));
    const huge = await updatePayment(member, { ...bank, walletAddress: owner.address, signature: `0x${'a'.repeat(1024 * 1024)}` });
    expect(huge.status).toBe(413);
    const nulMessage = await json(await walletMessage(member, `${owner.address}\u0000`));
    expect(nulMessage.status).toBe(400);

    expect((await json(await updatePayment(member, { ...bank, walletAddress: owner.address, signature }))).status).toBe(200);
  });
});
