import { readFileSync } from 'node:fs';
import path from 'node:path';

import { Decimal, toDecimalString } from '../domain/money';
import { hashPassword } from '../domain/password';
import type { TokenSymbol } from '../../contract/enums';
import { hasNoMember, insertKycDocument, insertOpeningWallet, insertSeedMember } from '../db/seed-writes';
import { DEMO_PASSWORD, DEMO_SECURE_PASSWORD, seedMembers } from '../db/seed-data/members';
import type { SeedMember } from '../db/seed-data/members';
import { creditBonus, executeSwap } from './money-operations';
import { transfer } from './transfer';
import { cancelWithdrawal, decideWithdrawal, requestWithdrawal } from './withdrawal-operations';
import { addWithdrawAddress, confirmWithdrawAddressByLink } from './withdraw-addresses';
import { withdrawalChainId } from '../../config/chains';
import { SECURITY_SETTING_DEFAULTS } from '../db/security-settings';
import { hashOpaqueToken } from '../domain/opaque-tokens';
import { seedHistory } from '../db/seed-data/history';
import { insertApiToken, insertOperator } from '../db/operators';
import { DEMO_OPERATOR_PASSWORD, seedOperators } from '../db/seed-data/operators';
import { seedPendingAdjustment } from './seed-adjustments';
import { SEED_ORDERS_USERNAME } from '../db/seed-data/orders';
import { seedTickets } from '../db/seed-data/tickets';
import { insertTicket } from '../db/tickets';
import { seedNotificationsRead } from '../db/seed-notifications';
import { notifyTeamOfSeededMember } from './team-alerts';
import { rebuildTeamFigures } from '../db/team-figures';
import { seedDemoMining, seedDemoOrders, seedTeamOrdersOf } from './seed-orders';
import type { Database } from '../db/types';
import { seedKycSubmissions, seedQueueOrders } from '../db/seed-data/queues';
import type { SeedKycSubmission } from '../db/seed-data/queues';
import { KYC_FILE_FIELDS } from '../../contract/enums';
import type { KycFiles } from '../../contract/kyc';
import type { UploadStore } from '../storage/uploads';
import { seedReferenceData } from '../db/seed-reference';

export { readSeedBanks, seedProductsIfEmpty, seedReferenceData } from '../db/seed-reference';

interface MemberHashes {
  passwordHash: string;
  securePasswordHash: string;
}

async function hashMemberPasswords(): Promise<MemberHashes> {
  const [passwordHash, securePasswordHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_SECURE_PASSWORD),
  ]);
  return { passwordHash, securePasswordHash };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS);

async function insertMember(tx: Database, member: SeedMember, hashes: MemberHashes, userIds: Map<string, string>, seededAt: Date) {
  const joinedAt = daysBefore(seededAt, member.joinedDaysAgo);
  const userId = await insertSeedMember(tx, {
    username: member.username,
    email: member.email,
    fullName: member.fullName,
    phone: member.phone,
    ...hashes,
    referralCode: member.referralCode,
    sponsorId: member.sponsorUsername ? userIds.get(member.sponsorUsername) : null,
    totpSecret: member.totpSecret,
    is2FAEnabled: member.totpSecret !== null,
    kycStatus: member.kycStatus,
    isLeader: member.isLeader,
    antiPhishingPhrase: member.antiPhishingPhrase ?? null,
    // The demo members' addresses count as verified (their mails go to example.com, no one could open the link).
    emailVerifiedAt: joinedAt,
    createdAt: joinedAt,
  });
  userIds.set(member.username, userId);
  if (member.kycDocument) {
    await insertKycDocument(tx, { userId, ...member.kycDocument, submittedAt: new Date(), reviewedAt: new Date() });
  }

  for (const [symbol, amounts] of Object.entries(member.deposits) as [TokenSymbol, readonly string[]][]) {
    let balance = new Decimal(0);
    const ledger = amounts.map((amount, index) => {
      balance = balance.plus(amount);
      return {
        userId,
        symbol,
        type: 'DEPOSIT' as const,
        amount: toDecimalString(amount),
        balanceAfter: toDecimalString(balance),
        reference: `SEED-${member.username.toUpperCase()}-${symbol}-${index + 1}`,
        createdAt: joinedAt,
      };
    });
    await insertOpeningWallet(tx, { userId, symbol, balance: toDecimalString(balance) }, ledger);
  }
}

/**
 * The demo history (bonuses, a swap, a transfer, demo's address book and withdrawals in every state) through the
 * operations the API uses, so the seeded ledger is made the way real operations make it (each a savepoint in the
 * seed's transaction).
 */
async function replayHistory(tx: Database, userIds: Map<string, string>, seededAt: Date) {
  const id = (username: string) => {
    const userId = userIds.get(username);
    if (!userId) throw new Error(`Seed history names an unknown member: ${username}`);
    return userId;
  };
  const known = (ids: Map<string, string>, key: string) => {
    const found = ids.get(key);
    if (!found) throw new Error(`Seed history names an unknown address or withdrawal: ${key}`);
    return found;
  };
  const addressIds = new Map<string, string>();
  const withdrawalIds = new Map<string, string>();
  const { withdrawAddressDelayHours: delayHours } = SECURITY_SETTING_DEFAULTS;
  // As the server would pay out: BNB Smart Chain in production, its testnet elsewhere.
  const chainId = withdrawalChainId(process.env.NODE_ENV === 'production');
  const events = [...seedHistory].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const event of events) {
    const at = daysBefore(seededAt, event.daysAgo);
    if (event.kind === 'bonus') {
      await creditBonus(tx, { userId: id(event.username), fromUserId: id(event.fromUsername), type: event.type, amount: event.amount, orderCode: null }, at);
    } else if (event.kind === 'swap') {
      await executeSwap(tx, id(event.username), { from: event.fromSymbol, to: event.toSymbol }, event.amount, at);
    } else if (event.kind === 'transfer') {
      const done = await transfer(tx, { senderId: id(event.username), toUsername: event.toUsername, amount: event.amount }, at);
      if (done.outcome !== 'transferred') throw new Error(`Seed transfer of ${event.username} refused: ${done.outcome}`);
    } else if (event.kind === 'address') {
      const userId = id(event.username);
      const added = await addWithdrawAddress(tx, { userId, address: event.address, label: event.label, confirmed: false, delayHours }, at);
      const confirmed = await confirmWithdrawAddressByLink(tx, userId, hashOpaqueToken(added.linkToken ?? ''), delayHours, at);
      if (!confirmed) throw new Error(`Seed address ${event.key} was not confirmed`);
      addressIds.set(event.key, confirmed.id);
    } else if (event.kind === 'withdrawal') {
      const request = { userId: id(event.username), amount: event.amount, addressId: known(addressIds, event.addressKey), chainId };
      const requested = await requestWithdrawal(tx, request, at);
      if (requested.outcome !== 'requested') throw new Error(`Seed withdrawal ${event.key} refused: ${requested.outcome}`);
      withdrawalIds.set(event.key, requested.withdrawal.id);
    } else if (event.kind === 'withdrawal-approved') {
      await decideWithdrawal(tx, known(withdrawalIds, event.key), { decision: 'APPROVE', txHash: event.txHash }, at);
    } else if (event.kind === 'withdrawal-rejected') {
      await decideWithdrawal(tx, known(withdrawalIds, event.key), { decision: 'REJECT', reason: event.reason }, at);
    } else {
      await cancelWithdrawal(tx, id(event.username), known(withdrawalIds, event.key), at);
    }
  }
}

/** A seeded submission's images saved as uploads (no store, e.g. in tests: a submission without images). */
async function saveSeedKycImages(uploads: UploadStore | undefined, submission: SeedKycSubmission): Promise<KycFiles> {
  const files: KycFiles = { front: null, back: null, selfie: null };
  if (!uploads) return files;
  for (const field of KYC_FILE_FIELDS) {
    const image = submission.images[field];
    if (image) files[field] = await uploads.save('kyc', readFileSync(path.join(process.cwd(), 'server/db/seed-data/kyc', image)), 'png');
  }
  return files;
}

/** The KYC submissions waiting for review in the console (their members are PENDING from seed-data/members.ts). */
async function insertKycSubmissions(tx: Database, userIds: Map<string, string>, files: readonly KycFiles[], seededAt: Date) {
  for (const [index, submission] of seedKycSubmissions.entries()) {
    const userId = userIds.get(submission.username);
    if (!userId) throw new Error(`Seed KYC names an unknown member: ${submission.username}`);
    const { front, back, selfie } = files[index];
    await insertKycDocument(tx, {
      userId,
      documentType: submission.documentType,
      documentNumber: submission.documentNumber,
      frontFile: front,
      backFile: back,
      selfieFile: selfie,
      submittedAt: daysBefore(seededAt, submission.submittedDaysAgo),
    });
  }
}

/**
 * The demo operators, set up (password and TOTP enrolled). Their known API tokens only outside production, or
 * with DEMO_OPERATOR_TOKENS=true (the e2e suite and the checks, which run `next start`): a published admin token
 * must never reach a real deployment.
 */
async function insertDemoOperators(tx: Database, passwordHash: string) {
  const withTokens = process.env.NODE_ENV !== 'production' || process.env.DEMO_OPERATOR_TOKENS === 'true';
  for (const seed of seedOperators) {
    const operator = await insertOperator(tx, { username: seed.username, role: seed.role, totpSecret: seed.totpSecret, passwordHash, totpEnrolled: true });
    // A name taken already (e.g. the first admin made with `operator bootstrap` before the demo world): theirs stays.
    if (!operator) continue;
    if (withTokens) await insertApiToken(tx, { operatorId: operator.id, label: 'demo', tokenHash: hashOpaqueToken(seed.apiToken) });
  }
}

async function seedDemoTickets(tx: Database, userIds: Map<string, string>, seededAt: Date) {
  for (const ticket of seedTickets) {
    const userId = userIds.get(ticket.username);
    if (!userId) throw new Error(`Seed ticket of an unknown member: ${ticket.username}`);
    const at = new Date(seededAt.getTime() - ticket.hoursAgo * 60 * 60 * 1000);
    await insertTicket(tx, { userId, category: ticket.category, text: ticket.text, images: [], at });
  }
}

/**
 * Seeds the demo world into a database without members in one transaction: members, their history, demo's orders,
 * warehouse units and mining (the reference data and product catalogue must be there: seedReferenceData first),
 * the demo operators, tickets and a pending adjustment. Its passwords and authenticator secrets are published in the
 * README: development, tests and SEED_DEMO=true only. Returns whether it seeded.
 */
export async function seedDemoWorldIfEmpty(db: Database, uploads?: UploadStore): Promise<boolean> {
  if (!(await hasNoMember(db))) return false;

  const hashes = await Promise.all(seedMembers.map(() => hashMemberPasswords()));
  const operatorPasswordHash = await hashPassword(DEMO_OPERATOR_PASSWORD);
  const kycFiles = await Promise.all(seedKycSubmissions.map((submission) => saveSeedKycImages(uploads, submission)));
  await db.transaction(async (tx) => {
    const userIds = new Map<string, string>();
    const seededAt = new Date();
    for (const [index, member] of seedMembers.entries()) await insertMember(tx, member, hashes[index], userIds, seededAt);
    for (const member of [...seedMembers].sort((a, b) => b.joinedDaysAgo - a.joinedDaysAgo)) {
      const memberId = userIds.get(member.username);
      if (member.sponsorUsername && memberId) await notifyTeamOfSeededMember(tx, memberId, daysBefore(seededAt, member.joinedDaysAgo));
    }
    const ordersUserId = userIds.get(SEED_ORDERS_USERNAME);
    if (!ordersUserId) throw new Error(`Seed orders name an unknown member: ${SEED_ORDERS_USERNAME}`);
    await seedDemoOrders(tx, ordersUserId, seededAt);
    await seedTeamOrdersOf(tx, userIds, seededAt);
    await seedTeamOrdersOf(tx, userIds, seededAt, seedQueueOrders);
    await insertKycSubmissions(tx, userIds, kycFiles, seededAt);
    await replayHistory(tx, userIds, seededAt);
    await seedDemoMining(tx, ordersUserId, seededAt);
    await seedNotificationsRead(tx, seededAt);
    await rebuildTeamFigures(tx);
    await insertDemoOperators(tx, operatorPasswordHash);
    await seedDemoTickets(tx, userIds, seededAt);
    await seedPendingAdjustment(tx, seededAt);
  });
  console.info(`[db] Seeded the demo world: members ${seedMembers.map((m) => m.username).join(', ')}; operators ${seedOperators.map((o) => o.username).join(', ')}`);
  return true;
}

export interface SeedOptions {
  /** The demo world on a database without members (ServerConfig.demoWorld): never in production unless asked. */
  demo: boolean;
  /** With the upload store, the demo KYC submissions get their images. */
  uploads?: UploadStore;
}

/**
 * Start-up seeding: the reference data and the product catalogue when missing, then, when asked and no member
 * exists, the demo world (it buys products).
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  await seedReferenceData(db);
  if (options.demo) await seedDemoWorldIfEmpty(db, options.uploads);
}
