// Fault check: the production server is killed (SIGKILL) in the middle of a burst of transfers and
// restarted on the same data, once on the embedded PGlite directory and once on PostgreSQL (DATABASE_URL, as
// `npm run check:faults` sets it through scripts/with-postgres.sh). Then, through the API and by reading the
// database once no server holds it: every transfer answered 200 is in the ledger with exactly its rows, none
// that was refused (or never delivered) is, a transfer whose connection died unanswered is either complete
// (both legs and the fee) or absent, and every wallet balance equals the sum of its ledger rows.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { toDecimalString } from '../server/domain/money';
import { auditBurst, readTransferFeeRule } from './lib/burst-audit';
import { createCheckReport, runSection, type CheckReport } from './lib/check-report';
import { auditWallets, openPgliteReader, openPostgresReader, transferRowsSince, type SqlReader } from './lib/ledger-audit';
import { callApi, resetDataDir, sharedSecretsEnv, signIn, startProductionServer, type ProductionServer } from './lib/production-server';
import { giveLockPidToLiveProcess } from './lib/pid-reuse';
import { createScratchDatabase, postgresServerUrl } from './lib/scratch-postgres';
import { countOutcomes, planTransfers, runTransferBurst, SECURE_PASSWORD, unplannedAnswers } from './lib/transfer-burst';

const MEMBERS = ['demo', 'lan', 'tuan', 'minh', 'hoa'];
const PASSWORD = 'Demo@12345';
const TRANSFERS_PER_MEMBER = 24;
const IN_FLIGHT_PER_MEMBER = 4;
const KILL_AFTER_ANSWERS = 45;
const PORT = Number(process.env.CHECK_PORT ?? 3322);

interface Deployment {
  name: string;
  env: Record<string, string>;
  openReader(): Promise<SqlReader>;
  /** Text the restarted server must print (the embedded database's stale lock), if any. */
  restartNotice?: string;
  /** Runs between the kill and the restart; answers what undoes it. */
  beforeRestart?: () => Promise<() => void>;
}

interface LedgerPage {
  items: { reference: string }[];
  nextCursor: string | null;
}

async function transferReferencesOf(origin: string, token: string): Promise<Set<string>> {
  const references = new Set<string>();
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&cursor=${cursor}` : '';
    const answer = await callApi<LedgerPage>(origin, 'GET', `auth/transaction/list?symbol=EV&type=TRANSFER_OUT&limit=100${after}`, { token });
    if (answer.status !== 200) throw new Error(`The ledger list answered ${answer.status}: ${answer.body.message}`);
    answer.body.data.items.forEach((item) => references.add(item.reference));
    cursor = answer.body.data.nextCursor;
  } while (cursor !== null);
  return references;
}

async function evBalanceOf(origin: string, token: string): Promise<string> {
  const answer = await callApi<{ symbol: string; balance: string }[]>(origin, 'GET', 'auth/client/wallets', { token });
  return answer.body.data.find((wallet) => wallet.symbol === 'EV')?.balance ?? 'missing';
}

/** Signs the members in, then runs the burst that kills the server after KILL_AFTER_ANSWERS answers. */
async function burstUntilKilled(server: ProductionServer) {
  try {
    const tokens = new Map<string, string>();
    for (const member of MEMBERS) tokens.set(member, (await signIn(server.origin, member, PASSWORD)).accessToken);
    const burstStart = new Date(Date.now() - 1000);
    const burst = await runTransferBurst({
      origins: [server.origin],
      tokens,
      requests: planTransfers(MEMBERS, TRANSFERS_PER_MEMBER),
      inFlightPerSender: IN_FLIGHT_PER_MEMBER,
      interruptAfterAnswers: KILL_AFTER_ANSWERS,
      interrupt: () => server.kill(),
    });
    return { tokens, burst, burstStart };
  } finally {
    await server.kill();
  }
}

async function checkDeployment(deployment: Deployment, report: CheckReport): Promise<void> {
  const label = (text: string) => `[${deployment.name}] ${text}`;
  const env = { ...deployment.env, ...sharedSecretsEnv() };
  const startedAt = Date.now();
  const first = await startProductionServer({ port: PORT, env });
  report.note(label(`fresh server ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`));
  const { tokens, burst, burstStart } = await burstUntilKilled(first);
  const counts = countOutcomes(burst.outcomes);
  report.note(label(`burst and kill took ${((Date.now() - burstStart.getTime()) / 1000).toFixed(1)} s`));
  report.check(
    label('the server was killed (SIGKILL) in the middle of the burst'),
    first.process.signalCode === 'SIGKILL' && counts.notSent > 0 && counts.succeeded > 0,
    `${burst.requests.length} planned: ${counts.succeeded} answered 200, ${counts.refused} answered an error, ` +
      `${counts.connectionLost} lost their connection unanswered, ${counts.notDelivered} refused at connect, ${counts.notSent} not sent`,
  );

  const unplanned = unplannedAnswers(burst);
  report.check(
    label('every answer before the kill is the planned one (200, or 400 for over-balance and under-minimum)'),
    unplanned.length === 0,
    `${counts.succeeded + counts.refused} answers, ${unplanned.length} unplanned${unplanned.length ? `: ${unplanned.slice(0, 5).join('; ')}` : ''}`,
  );

  const undoBeforeRestart = (await deployment.beforeRestart?.()) ?? (() => undefined);
  const restartCheck = label(`the server restarts on the same data after SIGKILL${deployment.beforeRestart ? ', its pid now used by another live process' : ''}`);
  const restartedAt = Date.now();
  const second = await startProductionServer({ port: PORT, env })
    .catch((error: unknown) => error as Error)
    .finally(undoBeforeRestart);
  if (second instanceof Error) {
    report.check(restartCheck, false, second.message.split('\n')[0]);
    return;
  }
  report.check(
    restartCheck,
    !deployment.restartNotice || second.output().includes(deployment.restartNotice),
    `ready in ${((Date.now() - restartedAt) / 1000).toFixed(1)} s${deployment.restartNotice ? `, printed "${deployment.restartNotice}"` : ''}`,
  );

  const apiBalances = new Map<string, string>();
  let laterReference: string | undefined;
  try {
    const listed = new Set<string>();
    for (const member of MEMBERS) {
      const token = tokens.get(member) ?? '';
      (await transferReferencesOf(second.origin, token)).forEach((reference) => listed.add(reference));
      apiBalances.set(member, await evBalanceOf(second.origin, token));
    }
    const answeredReferences = burst.outcomes.flatMap((outcome) => (outcome.state === 'answered' && outcome.reference ? [outcome.reference] : []));
    const listedMissing = answeredReferences.filter((reference) => !listed.has(reference)).length;
    report.check(
      label('the API lists every transfer answered 200 in its sender\'s history after the restart'),
      listedMissing === 0,
      `${answeredReferences.length} answered 200, ${listedMissing} missing`,
    );
    const after = await callApi<{ reference: string }>(second.origin, 'POST', 'auth/transaction/transfer', {
      token: tokens.get('demo'),
      body: { toUsername: 'lan', amount: '10', securePassword: SECURE_PASSWORD },
    });
    report.check(label('the restarted server performs a transfer with a session issued before the kill'), after.status === 200, `answered ${after.status}`);
    laterReference = after.body.data?.reference;
    for (const member of ['demo', 'lan']) apiBalances.set(member, await evBalanceOf(second.origin, tokens.get(member) ?? ''));
  } finally {
    const stoppingAt = Date.now();
    await second.stop();
    report.note(label(`restarted server checked and stopped (SIGTERM took ${((Date.now() - stoppingAt) / 1000).toFixed(1)} s)`));
  }

  const reader = await deployment.openReader();
  try {
    const wallets = await auditWallets(reader);
    report.check(
      label('every wallet balance equals the sum of its ledger rows'),
      wallets.mismatches.length === 0 && wallets.rowsWithoutWallet === 0,
      `${wallets.wallets} wallets, ${wallets.ledgerRows} rows, ${wallets.mismatches.length} differ${wallets.mismatches.length ? `: ${wallets.mismatches.join('; ')}` : ''}`,
    );
    report.check(label('every ledger row\'s balanceAfter equals the running sum of its wallet'), wallets.brokenChain === 0, `${wallets.brokenChain} rows differ`);

    const evWallets = await reader.query<{ username: string; balance: string }>(
      `SELECT u.username, w.balance::text AS balance FROM wallets w JOIN users u ON u.id = w.user_id WHERE w.symbol = 'EV'`,
    );
    const differing = MEMBERS.filter((member) => {
      const stored = evWallets.find((wallet) => wallet.username === member)?.balance;
      return stored === undefined || toDecimalString(stored) !== apiBalances.get(member);
    });
    report.check(label('the balances the API answered after the restart are the stored ones'), differing.length === 0, `${MEMBERS.length} EV wallets, ${differing.length} differ`);

    const transferRows = await transferRowsSince(reader, burstStart);
    if (laterReference) transferRows.delete(laterReference);
    const audit = auditBurst(burst, transferRows, await readTransferFeeRule(reader));
    report.check(
      label('each transfer answered 200 is in the ledger: both legs and the fee, once'),
      audit.succeededMissing.length === 0 && audit.succeededWrongRows.length === 0,
      `${audit.succeeded} answered 200, ${audit.succeededMissing.length} missing, ${audit.succeededWrongRows.length} with other rows`,
    );
    report.check(
      label('no transfer that was refused, refused at connect or never sent is in the ledger'),
      audit.refusedPresent.length === 0,
      `${audit.refused} such requests, ${audit.refusedPresent.length} found${audit.refusedPresent.length ? ` (#${audit.refusedPresent.join(', #')})` : ''}`,
    );
    report.check(
      label('each transfer whose connection died unanswered is complete or absent, never partial'),
      audit.lostPartial.length === 0,
      `${audit.lost} unanswered: ${audit.lostCommitted} committed completely, ${audit.lostAbsent} absent, ${audit.lostPartial.length} partial`,
    );
    report.check(
      label('the ledger holds no transfer rows of the burst beyond those requests'),
      audit.strayReferences.length === 0,
      `${audit.strayReferences.length} stray references (the transfer made after the restart excluded)`,
    );
  } finally {
    await reader.close();
  }
}

async function main() {
  const report = createCheckReport();
  const dataDir = mkdtempSync(join(tmpdir(), 'filhub-check-faults-'));
  try {
    await runSection(report, '[pglite] the fault check', () =>
      checkDeployment(
        {
          name: 'pglite',
          env: { DATA_DIR: dataDir, DATABASE_URL: '' },
          openReader: () => openPgliteReader(join(dataDir, 'pglite')),
          restartNotice: 'Taking over the stale lock',
          beforeRestart: () => giveLockPidToLiveProcess(join(dataDir, 'pglite.lock')),
        },
        report,
      ),
    );
  } finally {
    resetDataDir(dataDir);
  }

  const serverUrl = postgresServerUrl();
  if (!serverUrl) {
    report.check('[postgres] a PostgreSQL server to run on', false, 'DATABASE_URL is unset: run `npm run check:faults` (scripts/with-postgres.sh)');
  } else {
    const database = await createScratchDatabase(serverUrl, 'check_faults');
    try {
      await runSection(report, '[postgres] the fault check', () =>
        checkDeployment({ name: 'postgres', env: { DATABASE_URL: database.url }, openReader: () => openPostgresReader(database.url) }, report),
      );
    } finally {
      await database.drop();
    }
  }
  report.finish();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
