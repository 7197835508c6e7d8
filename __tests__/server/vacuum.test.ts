import { sql } from 'drizzle-orm';

import { queryRows } from '@/server/db/team-figures';
import type { Database } from '@/server/db/types';
import { tablesDueForVacuum } from '@/server/db/vacuum';
import { startVacuumTimer, vacuumDueTables } from '@/server/vacuum-timer';

import { createTestDatabase } from './helpers/testDatabase';
import type { TestDatabase } from './helpers/testDatabase';

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
}, 60_000);

afterAll(async () => {
  await database?.dispose();
});

interface TableStats {
  deadRows: number;
  vacuumed: boolean;
  analyzed: boolean;
}

async function statsOf(table: string): Promise<TableStats> {
  const [row] = await queryRows<TableStats>(
    db,
    sql`SELECT n_dead_tup::int AS "deadRows", (last_vacuum IS NOT NULL) AS "vacuumed", (last_analyze IS NOT NULL) AS "analyzed"
      FROM pg_stat_user_tables WHERE schemaname = current_schema() AND relname = ${table}`,
  );
  return row;
}

/** A backend reports its counts at most once a second, when idle: asks until `table` is due (5 s at most). */
async function waitUntilDue(table: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await tablesDueForVacuum(db)).some((due) => due.table === table)) {
    if (Date.now() > deadline) throw new Error(`${table} never became due for vacuum`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A table of 1,000 rows of which 500 were updated five times (2,500 dead rows), and one barely touched. */
async function churn(): Promise<void> {
  await db.execute(sql`CREATE TABLE churned (id int PRIMARY KEY, n int NOT NULL)`);
  await db.execute(sql`CREATE TABLE quiet (id int PRIMARY KEY, n int NOT NULL)`);
  await db.execute(sql`INSERT INTO churned SELECT g, 0 FROM generate_series(1, 1000) g`);
  await db.execute(sql`INSERT INTO quiet SELECT g, 0 FROM generate_series(1, 1000) g`);
  // The inserts counted first: counts reported after a vacuum would count as changes since it.
  await waitUntilDue('quiet');
  await db.execute(sql`VACUUM ANALYZE churned, quiet`);
  for (let round = 0; round < 5; round += 1) await db.execute(sql`UPDATE churned SET n = n + 1 WHERE id % 2 = 0`);
  await db.execute(sql`UPDATE quiet SET n = 1 WHERE id = 1`);
}

describe('the embedded database vacuum', () => {
  beforeAll(async () => {
    await churn();
    await waitUntilDue('churned');
  }, 30_000);

  it('picks the tables past autovacuum thresholds, not the others', async () => {
    const due = await tablesDueForVacuum(db);
    expect(due).toContainEqual({ table: 'churned', vacuum: true });
    expect(due.map(({ table }) => table)).not.toContain('quiet');
    expect((await statsOf('churned')).deadRows).toBeGreaterThan(1000);
  });

  it('vacuums each due table, outside a transaction, and nothing is due afterwards', async () => {
    const vacuumed: string[] = [];
    const run = await vacuumDueTables(db, { pauseMs: 0, onTable: ({ table }) => vacuumed.push(table) });
    expect(vacuumed).toContain('churned');
    expect(run.tables.map(({ table }) => table)).toEqual(vacuumed);
    expect(await statsOf('churned')).toMatchObject({ deadRows: 0, vacuumed: true, analyzed: true });
    expect(await tablesDueForVacuum(db)).not.toContainEqual(expect.objectContaining({ table: 'churned' }));
  });

  it('runs on its timer in the background and stops', async () => {
    for (let round = 0; round < 5; round += 1) await db.execute(sql`UPDATE churned SET n = n + 1 WHERE id % 2 = 1`);
    await waitUntilDue('churned');
    const done = new Promise<string>((resolve) => {
      const timer = startVacuumTimer(db, {
        firstRunDelayMs: 0,
        pauseMs: 0,
        onTable: ({ table }) => {
          if (table !== 'churned') return;
          timer.stop();
          resolve(table);
        },
      });
    });
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      expect(await done).toBe('churned');
      expect((await statsOf('churned')).deadRows).toBe(0);
    } finally {
      info.mockRestore();
    }
  });
});
