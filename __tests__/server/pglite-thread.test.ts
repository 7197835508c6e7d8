import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import BigNumber from 'bignumber.js';
import { sql } from 'drizzle-orm';

import { openPglite } from '@/server/db/pglite';
import type { PgliteHandle } from '@/server/db/pglite';

import { unpackSeededSnapshot } from './helpers/seededDirectory';
import { assertPgliteCanLoad } from './helpers/testDatabase';

// The embedded database on disk (the server's) runs on a worker thread: these check that drizzle sees what it saw
// with PGlite on its own thread, and that the server's thread keeps running while the database works.

let root: string;
let handle: PgliteHandle;

/** Rows of a raw statement, as drizzle answers them. */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The error drizzle throws, and PostgreSQL's under it (drizzle wraps it as `cause`). */
async function failureOf(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    return { error: error as Error, postgres: (error as { cause?: Record<string, unknown> }).cause ?? {} };
  }
  throw new Error('expected a failure');
}

beforeAll(async () => {
  assertPgliteCanLoad();
  root = mkdtempSync(path.join(tmpdir(), 'filhub-thread-'));
  await unpackSeededSnapshot(path.join(root, 'pglite'));
  handle = await openPglite(path.join(root, 'pglite'));
  await handle.db.execute(sql`create table things (id int primary key, amount numeric(20, 8), note text, at timestamptz, data jsonb, bytes bytea)`);
}, 60_000);

afterAll(async () => {
  await handle?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the embedded database on its own thread', () => {
  it('answers with the types drizzle had from PGlite on the same thread: dates and numerics as text, JSON, bytes', async () => {
    await handle.db.execute(
      sql`insert into things values (1, ${new BigNumber('12.5')}, ${'a'}, ${'2026-11-27T10:00:00Z'}, ${JSON.stringify({ a: [1] })}, ${new Uint8Array([1, 2, 255])})`,
    );
    const [row] = await rowsOf<Record<string, unknown>>(sql`select amount, at, data, bytes, now() - at as age, 5::int8 as big from things`);
    expect(row.amount).toBe('12.50000000');
    expect(row.at).toBe('2026-11-27 10:00:00+00');
    expect(typeof row.age).toBe('string');
    expect(row.data).toEqual({ a: [1] });
    expect(Array.from(row.bytes as Uint8Array)).toEqual([1, 2, 255]);
    expect(row.big).toBe(5);
  });

  it("keeps PostgreSQL's error fields, which the app reads to tell a taken username or a serialization failure", async () => {
    const { error, postgres } = await failureOf(() => handle.db.execute(sql`insert into things (id) values (1)`));
    expect(error.message).toContain('insert into things');
    expect(postgres).toMatchObject({ code: '23505', constraint: 'things_pkey', table: 'things' });
    expect((await failureOf(() => handle.db.execute(sql`select * from nothing_here`))).postgres.code).toBe('42P01');
  });

  it('holds the database for a transaction: a query sent meanwhile waits and sees only what was committed', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (id, note) values (2, 'inside')`);
      await held;
      throw new Error('changed my mind');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    let answered = false;
    const outside = rowsOf<{ id: number }>(sql`select id from things order by id`).then((rows) => {
      answered = true;
      return rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    release();
    await expect(transaction).rejects.toThrow('changed my mind');
    expect(await outside).toEqual([{ id: 1 }]);
  });

  it('commits a transaction and rolls back only the failed savepoint inside it', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (id) values (3)`);
      await tx.transaction(async (inner) => {
        await inner.execute(sql`insert into things (id) values (4)`);
        await inner.execute(sql`insert into things (id) values (3)`);
      }).catch(() => undefined);
    });
    expect(await rowsOf(sql`select id from things order by id`)).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it("leaves the server's thread free while the database works", async () => {
    const started = performance.now();
    let timerLate = Number.POSITIVE_INFINITY;
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        timerLate = performance.now() - started - 20;
        resolve();
      }, 20),
    );
    await handle.db.execute(sql`select pg_sleep(0.6)`);
    await timer;
    // On one thread the timer would have waited for the whole 600 ms query.
    expect(timerLate).toBeLessThan(300);
  });

  it('refuses a directory it cannot open, releasing the lock and the thread', async () => {
    const notADirectory = path.join(root, 'file');
    writeFileSync(notADirectory, 'not a database');
    const threads = () => readdirSync('/proc/self/task').length;
    const before = threads();
    await expect(openPglite(notADirectory)).rejects.toThrow();
    expect(existsSync(`${notADirectory}.lock`)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(threads()).toBeLessThanOrEqual(before);
  }, 60_000);
});
