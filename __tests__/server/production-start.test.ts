// A production server starts empty: reference data only, no account; it refuses to start while an account signs in
// with a credential the README publishes, unless SEED_DEMO=true asks for the demo world.
import { count } from 'drizzle-orm';

import { readServerConfig } from '@/server/config';
import { insertApiToken, insertOperator } from '@/server/db/operators';
import { openPglite } from '@/server/db/pglite';
import type { PgliteHandle } from '@/server/db/pglite';
import { banks, operators, products, settings, tokens, users } from '@/server/db/schema';
import { DEMO_2FA_TOTP_SECRET, DEMO_PASSWORD, seedMembers } from '@/server/db/seed-data/members';
import { DEMO_OPERATOR_PASSWORD, demoOperatorToken, seedOperators } from '@/server/db/seed-data/operators';
import { seedProducts } from '@/server/db/seed-data/products';
import { seedSettings } from '@/server/db/seed-data/settings';
import type { Database } from '@/server/db/types';
import { hashOpaqueToken } from '@/server/domain/opaque-tokens';
import { hashPassword } from '@/server/domain/password';
import { newTotpSecret } from '@/server/domain/totp';
import { DEMO_WORLD_WARNING, prepareDatabase } from '@/server/instance';
import { DemoAccountsRefused, findDemoAccounts, refuseDemoAccounts } from '@/server/operations/demo-accounts';
import type { DemoAccounts } from '@/server/operations/demo-accounts';
import { bootstrapAdmin } from '@/server/operations/operators';

const PUBLIC_URL = 'https://portal.example.com';
const production = readServerConfig({ NODE_ENV: 'production', PUBLIC_URL });
const productionWithDemo = readServerConfig({ NODE_ENV: 'production', PUBLIC_URL, SEED_DEMO: 'true' });
const development = readServerConfig({ NODE_ENV: 'development' });

/** A fresh in-memory database, migrated and prepared as a server with this configuration prepares it at start. */
async function startedDatabase(config: typeof production): Promise<PgliteHandle> {
  const handle = await openPglite(null);
  await handle.setUp((db) => prepareDatabase(db, config));
  return handle;
}

const rowsOf = async (db: Database, table: typeof users | typeof operators | typeof settings | typeof tokens | typeof banks | typeof products) =>
  (await db.select({ n: count() }).from(table))[0].n;

class RolledBack extends Error {}

/** What the check finds with these rows added (in a transaction rolled back afterwards). */
async function findWith(db: Database, add: (tx: Database) => Promise<void>): Promise<DemoAccounts> {
  let found: DemoAccounts | undefined;
  await db
    .transaction(async (tx) => {
      await add(tx);
      found = await findDemoAccounts(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  if (!found) throw new Error('nothing found');
  return found;
}

let memberNumber = 0;
async function addMember(tx: Database, values: { username?: string; password?: string; passwordHash?: string; totpSecret?: string }) {
  memberNumber += 1;
  await tx.insert(users).values({
    username: values.username ?? `member${memberNumber}`,
    email: `member${memberNumber}@example.com`,
    fullName: `Member ${memberNumber}`,
    phone: `09000000${String(memberNumber).padStart(2, '0')}`,
    passwordHash: values.passwordHash ?? (await hashPassword(values.password ?? `Own@pass${memberNumber}`)),
    referralCode: `REF${String(memberNumber).padStart(5, '0')}`,
    totpSecret: values.totpSecret ?? null,
    is2FAEnabled: Boolean(values.totpSecret),
  });
}

async function addOperator(tx: Database, values: { username: string; password?: string; totpSecret?: string }) {
  const passwordHash = values.password ? await hashPassword(values.password) : undefined;
  const operator = await insertOperator(tx, { username: values.username, role: 'ADMIN', totpSecret: values.totpSecret ?? newTotpSecret(), passwordHash, totpEnrolled: true });
  if (!operator) throw new Error('operator not made');
  return operator;
}

const demoOperatorNames = seedOperators.map((operator) => operator.username).sort();
const none: DemoAccounts = { operators: [], members: [] };

describe('a production server on an empty database', () => {
  let handle: PgliteHandle;
  const db = () => handle.db;

  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    handle = await startedDatabase(production);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    jest.restoreAllMocks();
  });

  it('seeds the reference data (settings, tokens, banks, products) and no member nor operator', async () => {
    expect(production.demoWorld).toBe(false);
    expect(await rowsOf(db(), users)).toBe(0);
    expect(await rowsOf(db(), operators)).toBe(0);
    expect(await rowsOf(db(), settings)).toBe(seedSettings.length);
    expect(await rowsOf(db(), tokens)).toBe(3);
    expect(await rowsOf(db(), banks)).toBeGreaterThan(10);
    expect(await rowsOf(db(), products)).toBe(seedProducts.length);
  });

  it('starts again on it (a clean database is accepted), seeding nothing twice', async () => {
    await expect(prepareDatabase(db(), production)).resolves.toBeUndefined();
    expect(await rowsOf(db(), settings)).toBe(seedSettings.length);
    expect(await rowsOf(db(), tokens)).toBe(3);
  });

  it('takes its first admin from operator bootstrap, and still starts', async () => {
    const found = await findWith(db(), async (tx) => {
      const result = await bootstrapAdmin(tx, 'chief', new Date());
      expect(result.outcome).toBe('created');
      await addMember(tx, { username: 'demo', password: 'Her@own-password1' });
    });
    expect(found).toEqual(none);
  });

  it('refuses a demo operator (published password and authenticator secret)', async () => {
    const admin = seedOperators[0];
    expect(await findWith(db(), (tx) => addOperator(tx, { username: admin.username, password: DEMO_OPERATOR_PASSWORD, totpSecret: admin.totpSecret }).then(() => undefined))).toEqual({
      operators: ['admin'],
      members: [],
    });
  });

  it('refuses an operator by a published password alone, an authenticator secret alone, or a live demo API token', async () => {
    expect(await findWith(db(), (tx) => addOperator(tx, { username: 'boss', password: DEMO_PASSWORD }).then(() => undefined))).toEqual({ operators: ['boss'], members: [] });
    expect(await findWith(db(), (tx) => addOperator(tx, { username: 'boss', password: 'Own@pass-99', totpSecret: seedOperators[1].totpSecret }).then(() => undefined))).toEqual({
      operators: ['boss'],
      members: [],
    });
    const withToken = await findWith(db(), async (tx) => {
      const operator = await addOperator(tx, { username: 'boss', password: 'Own@pass-99' });
      await insertApiToken(tx, { operatorId: operator.id, label: 'demo', tokenHash: hashOpaqueToken(demoOperatorToken('admin')) });
    });
    expect(withToken).toEqual({ operators: ['boss'], members: [] });
  });

  it('refuses a demo member with the published password', async () => {
    const lan = seedMembers.find((member) => member.username === 'lan');
    expect(lan).toBeDefined();
    expect(await findWith(db(), (tx) => addMember(tx, { username: 'lan', password: DEMO_PASSWORD }))).toEqual({ operators: [], members: ['lan'] });
  });

  it('refuses a member of any name holding a published authenticator secret', async () => {
    expect(await findWith(db(), (tx) => addMember(tx, { username: 'someone', totpSecret: DEMO_2FA_TOTP_SECRET }))).toEqual({ operators: [], members: ['someone'] });
  });

  it('refuses the seed:scale tree (members sharing one hash of the published password)', async () => {
    const found = await findWith(db(), async (tx) => {
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      for (const username of ['s7', 's8', 's9']) await addMember(tx, { username, passwordHash });
    });
    expect(found).toEqual({ operators: [], members: ['s7'] });
  });

  it('refuses with a message that says what to do', async () => {
    const refusal = await db()
      .transaction(async (tx) => {
        await addOperator(tx, { username: 'admin', password: DEMO_OPERATOR_PASSWORD });
        await refuseDemoAccounts(tx);
      })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DemoAccountsRefused);
    const { message } = refusal as DemoAccountsRefused;
    expect(message).toContain('operators admin');
    expect(message).toContain('npm run ops -- operator bootstrap NAME');
    expect(message).toContain('SEED_DEMO=true');
    expect(await rowsOf(db(), operators)).toBe(0);
  });
});

describe('SEED_DEMO=true', () => {
  let handle: PgliteHandle;
  let warn: jest.SpyInstance;

  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    handle = await startedDatabase(productionWithDemo);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    jest.restoreAllMocks();
  });

  it('seeds the demo world in production, with a warning at the start', async () => {
    expect(await rowsOf(handle.db, users)).toBe(seedMembers.length);
    expect((await handle.db.select({ username: operators.username }).from(operators)).map((row) => row.username).sort()).toEqual(demoOperatorNames);
    expect(warn).toHaveBeenCalledWith(DEMO_WORLD_WARNING);
  });

  it('is needed to start production on the demo world again; development never refuses', async () => {
    await expect(prepareDatabase(handle.db, productionWithDemo)).resolves.toBeUndefined();
    await expect(prepareDatabase(handle.db, development)).resolves.toBeUndefined();
    const refusal = await prepareDatabase(handle.db, production).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DemoAccountsRefused);
    expect((refusal as DemoAccountsRefused).accounts).toEqual({
      operators: demoOperatorNames,
      members: seedMembers.map((member) => member.username).sort(),
    });
  });
});
