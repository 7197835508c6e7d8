// Scale-out check: two production servers on two loopback ports share one PostgreSQL database
// (DATABASE_URL, as `npm run check:scale-out` sets it through scripts/with-postgres.sh) and the secrets. A member
// signs in on one and refreshes on the other, a used refresh token is refused by both, the login rate limits
// count attempts on both together, an order's Idempotency-Key holds across them, transfers and mining accrual
// racing on both stay exact, uploads are shared, and every wallet still equals the sum of its ledger rows.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { seedMembers } from '../server/db/seed-data/members';

import { createCheckReport, runSection, type CheckReport } from './lib/check-report';
import { auditWallets, openPostgresReader } from './lib/ledger-audit';
import { sharedSecretsEnv, startProductionServer, type ProductionServer } from './lib/production-server';
import type { ScaleOutContext } from './lib/scale-out-context';
import { checkMiningAccrual, checkOrderIdempotency, checkTransferRaces } from './lib/scale-out-money';
import { checkLoginRateLimits, checkRefreshAcrossInstances, checkSignOutAcrossInstances, checkTwoFactorCodeOnce } from './lib/scale-out-sessions';
import { checkSharedUploads } from './lib/scale-out-uploads';
import { createScratchDatabase, postgresServerUrl } from './lib/scratch-postgres';

const FIRST_PORT = Number(process.env.CHECK_PORT ?? 3320);

async function startPair(env: Record<string, string>): Promise<[ProductionServer, ProductionServer]> {
  const starts = [FIRST_PORT, FIRST_PORT + 1].map((port) => startProductionServer({ port, env }));
  const settled = await Promise.allSettled(starts);
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(settled.map((result) => (result.status === 'fulfilled' ? result.value.kill() : undefined)));
    throw (failure as PromiseRejectedResult).reason;
  }
  const [a, b] = settled.map((result) => (result as PromiseFulfilledResult<ProductionServer>).value);
  return [a, b];
}

async function checkSharedSetUp({ reader, report }: ScaleOutContext, readyInSeconds: string): Promise<void> {
  const [counts] = await reader.query<{ members: number; migrations: number }>(
    `SELECT (SELECT count(*)::int FROM users) AS members, (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migrations`,
  );
  const migrationFiles = readdirSync(join(process.cwd(), 'server/db/migrations')).filter((name) => name.endsWith('.sql')).length;
  report.check(
    'A and B started together on one empty database: it was migrated and seeded once',
    counts.members === seedMembers.length && counts.migrations === migrationFiles,
    `both ready in ${readyInSeconds} s, ${counts.members} members (${seedMembers.length} seeded), ${counts.migrations} of ${migrationFiles} migrations recorded`,
  );
}

async function checkLedger({ reader, report }: ScaleOutContext): Promise<void> {
  const wallets = await auditWallets(reader);
  report.check(
    'after all of it, every wallet balance equals the sum of its ledger rows and every balanceAfter its running sum',
    wallets.mismatches.length === 0 && wallets.brokenChain === 0 && wallets.rowsWithoutWallet === 0,
    `${wallets.wallets} wallets, ${wallets.ledgerRows} rows, ${wallets.mismatches.length} balances and ${wallets.brokenChain} rows differ`,
  );
}

async function runChecks(serverUrl: string, report: CheckReport): Promise<void> {
  const database = await createScratchDatabase(serverUrl, 'check_scale_out');
  const uploadDir = mkdtempSync(join(tmpdir(), 'filhub-check-uploads-'));
  try {
    const startedAt = Date.now();
    // TRUST_PROXY as behind a proxy on the same machine: the checks send the client address in X-Forwarded-For.
    const [a, b] = await startPair({ DATABASE_URL: database.url, UPLOAD_DIR: uploadDir, TRUST_PROXY: 'loopback', ...sharedSecretsEnv() });
    const reader = await openPostgresReader(database.url);
    const context: ScaleOutContext = { a, b, report, reader };
    try {
      report.note(`A ${a.origin}, B ${b.origin}, one database`);
      await runSection(report, 'the set-up check', () => checkSharedSetUp(context, ((Date.now() - startedAt) / 1000).toFixed(1)));
      let finishRefreshCheck: () => Promise<void> = async () => undefined;
      await runSection(report, 'the refresh check', async () => {
        finishRefreshCheck = await checkRefreshAcrossInstances(context);
      });
      await runSection(report, 'the sign-out check', () => checkSignOutAcrossInstances(context));
      await runSection(report, 'the 2FA check', () => checkTwoFactorCodeOnce(context));
      await runSection(report, 'the rate-limit check', () => checkLoginRateLimits(context));
      await runSection(report, 'the idempotency check', () => checkOrderIdempotency(context));
      await runSection(report, 'the transfer check', () => checkTransferRaces(context));
      await runSection(report, 'the mining check', () => checkMiningAccrual(context));
      await runSection(report, 'the upload check', () => checkSharedUploads(context));
      await runSection(report, 'the refresh-reuse check', () => finishRefreshCheck());
      await runSection(report, 'the ledger check', () => checkLedger(context));
    } finally {
      await reader.close();
      await Promise.all([a.stop(), b.stop()]);
    }
  } finally {
    await database.drop();
    rmSync(uploadDir, { recursive: true, force: true });
  }
}

async function main() {
  const report = createCheckReport();
  const serverUrl = postgresServerUrl();
  if (!serverUrl) {
    report.check('a PostgreSQL server to share', false, 'DATABASE_URL is unset: run `npm run check:scale-out` (scripts/with-postgres.sh)');
  } else {
    await runChecks(serverUrl, report);
  }
  report.finish();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
