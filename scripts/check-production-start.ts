// `npm run check:production-start`: a production server starts empty, on the last `npm run build`, each start as the
// README says (`PUBLIC_URL=… npm start`) on a free port:
//   empty      a fresh data folder: the reference data answers (prices, banks, products, bank settings); the demo
//              operator admin (with a code of its published authenticator secret) is refused (401), and so is the demo
//              member (400 INVALID_CREDENTIALS, the portal's answer to a wrong name or password);
//   bootstrap  the server stopped, `npm run ops -- operator bootstrap NAME` makes the first admin and prints a setup link;
//              `npm start` again accepts that database, and the link shows the new admin;
//   demo       `SEED_DEMO=true npm start` on another fresh folder warns and seeds the demo world (demo signs in);
//              restarted without SEED_DEMO=true it exits 1 at start, saying what to do.
// Prints `N passed, N failed`; exits 1 on a failure.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { DEMO_PASSWORD } from '../server/db/seed-data/members';
import { DEMO_OPERATOR_PASSWORD, seedOperators } from '../server/db/seed-data/operators';
import { totpCode } from '../server/domain/totp';
import { createCheckReport, runSection, type CheckReport } from './lib/check-report';
import { freePort, runNpm, waitUntil, type RunningCommand } from './lib/npm-command';

const API_KEY = process.env.NEXT_PUBLIC_API_KEY ?? 'filhub-dev-key';
// Generous: a failure is an exit or a wrong answer; how long it took is printed, never asserted.
const READY_TIMEOUT_MS = 180_000;
const FIRST_ADMIN = 'chief';

interface Deployment {
  dataDir: string;
  port: number;
  origin: string;
  /** The environment of each command: as a deployment sets it (no SEED_DEMO). */
  env: Record<string, string>;
}

async function newDeployment(): Promise<Deployment> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'filhub-production-start-'));
  return { dataDir, port, origin, env: { NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: origin, MINING_TIMER: 'off' } };
}

async function api(origin: string, method: string, path: string, body?: unknown): Promise<{ status: number; code?: string; data: unknown }> {
  // x-ops-console: as the console's own calls send it.
  const headers: Record<string, string> = { 'x-api-key': API_KEY, 'x-ops-console': '1' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${origin}/api/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  try {
    const parsed = JSON.parse(text) as { data?: unknown; code?: string };
    return { status: response.status, code: parsed.code, data: parsed.data };
  } catch {
    return { status: response.status, data: text };
  }
}

const listLength = (data: unknown) => (Array.isArray(data) ? data.length : 0);

/** `npm start` until the prices answer; the caller stops it. */
async function start(deployment: Deployment, extraEnv: Record<string, string> = {}): Promise<RunningCommand> {
  const command = runNpm(['start'], { ...deployment.env, ...extraEnv });
  try {
    await waitUntil(command, 'the prices', async () => (await api(deployment.origin, 'GET', 'public/coin/prices')).status === 200, READY_TIMEOUT_MS);
  } catch (error) {
    await command.stop();
    throw error;
  }
  return command;
}

/** Waits for a command to exit by itself; null when it is still running after `timeoutMs` (then it is stopped). */
async function exitOf(command: RunningCommand, timeoutMs: number): Promise<number | null> {
  const deadline = Date.now() + timeoutMs;
  while (!command.exited() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
  if (!command.exited()) {
    await command.stop();
    return null;
  }
  return command.exitCode();
}

async function checkEmpty(report: CheckReport, deployment: Deployment): Promise<void> {
  const server = await start(deployment);
  try {
    const { origin } = deployment;
    const prices = await api(origin, 'GET', 'public/coin/prices');
    report.check('empty: the tokens are there (the prices answer USDT, EV, EC)', listLength(prices.data) === 3);
    const banks = await api(origin, 'GET', 'public/payment/banks');
    report.check('empty: the banks list answers', banks.status === 200 && listLength(banks.data) > 10, `${listLength(banks.data)} banks`);
    const products = await api(origin, 'GET', 'public/product/list');
    report.check('empty: the product catalogue answers', products.status === 200 && listLength(products.data) > 0, `${listLength(products.data)} products`);
    const banking = await api(origin, 'GET', 'public/setting/list/BANKING');
    report.check('empty: the settings are there (BANKING)', banking.status === 200 && listLength(banking.data) > 0);

    const admin = seedOperators[0];
    const opsSignIn = await api(origin, 'POST', 'ops/session/sign-in', {
      username: admin.username,
      password: DEMO_OPERATOR_PASSWORD,
      code: totpCode(admin.totpSecret, Date.now()),
    });
    report.check(`empty: ${admin.username} / ${DEMO_OPERATOR_PASSWORD} with a code of its published secret is refused on the console`, opsSignIn.status === 401, `answered ${opsSignIn.status}`);
    const memberSignIn = await api(origin, 'POST', 'auth/client/login/credential', { username: 'demo', password: DEMO_PASSWORD });
    // The portal's sign-in answers a wrong name or password with 400 INVALID_CREDENTIALS (the form shows it on the field).
    report.check(
      `empty: demo / ${DEMO_PASSWORD} is refused on the portal`,
      memberSignIn.status === 400 && memberSignIn.code === 'INVALID_CREDENTIALS',
      `answered ${memberSignIn.status} ${memberSignIn.code ?? ''}`,
    );
    report.check('empty: no warning about the demo world', !server.output().includes('SEED_DEMO=true'));
  } finally {
    await server.stop();
  }
}

async function checkBootstrap(report: CheckReport, deployment: Deployment): Promise<void> {
  const bootstrap = runNpm(['run', 'ops', '--', 'operator', 'bootstrap', FIRST_ADMIN], deployment.env);
  const code = await exitOf(bootstrap, READY_TIMEOUT_MS);
  const output = bootstrap.output();
  const link = output.match(new RegExp(`${deployment.origin}/ops/setup\\?token=([A-Za-z0-9_-]+)`));
  report.check(`bootstrap: npm run ops -- operator bootstrap ${FIRST_ADMIN} makes the first admin and prints its setup link`, code === 0 && link !== null, code === 0 ? undefined : output.slice(-500));
  const server = await start(deployment);
  try {
    report.check('bootstrap: npm start accepts the database with that admin', !server.exited());
    if (link) {
      const setup = await api(deployment.origin, 'GET', `public/ops/setup?token=${link[1]}`);
      const username = (setup.data as { username?: string } | null)?.username;
      report.check('bootstrap: the setup link shows the new admin', setup.status === 200 && username === FIRST_ADMIN, `answered ${setup.status}`);
    }
  } finally {
    await server.stop();
  }
}

async function checkDemo(report: CheckReport, deployment: Deployment): Promise<void> {
  const demo = await start(deployment, { SEED_DEMO: 'true' });
  try {
    report.check('demo: SEED_DEMO=true warns that the demo credentials are published', /WARNING: SEED_DEMO=true/.test(demo.output()));
    const signIn = await api(deployment.origin, 'POST', 'auth/client/login/credential', { username: 'demo', password: DEMO_PASSWORD });
    report.check('demo: SEED_DEMO=true seeds the demo world (demo signs in)', signIn.status === 200, `answered ${signIn.status}`);
    const admin = seedOperators[0];
    const opsSignIn = await api(deployment.origin, 'POST', 'ops/session/sign-in', {
      username: admin.username,
      password: DEMO_OPERATOR_PASSWORD,
      code: totpCode(admin.totpSecret, Date.now()),
    });
    report.check(`demo: ${admin.username} signs in on the console (the same request the empty database refused)`, opsSignIn.status === 200, `answered ${opsSignIn.status}`);
  } finally {
    await demo.stop();
  }
  const refused = runNpm(['start'], deployment.env);
  const started = Date.now();
  const code = await exitOf(refused, READY_TIMEOUT_MS);
  const output = refused.output();
  report.check(
    'demo: npm start without SEED_DEMO=true on that database exits 1 at start',
    code === 1,
    code === null ? 'still running' : `exit ${code} after ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  report.check(
    'demo: and says why and what to do',
    output.includes('Refusing to start in production') && output.includes('operator bootstrap NAME') && output.includes('SEED_DEMO=true'),
    output.includes('Refusing') ? undefined : output.slice(-500),
  );
}

async function main(): Promise<void> {
  if (!existsSync(join(process.cwd(), '.next/BUILD_ID'))) throw new Error('No production build in .next: run `npm run build` first.');
  const report = createCheckReport();
  const empty = await newDeployment();
  const demo = await newDeployment();
  try {
    await runSection(report, 'empty', () => checkEmpty(report, empty));
    await runSection(report, 'bootstrap', () => checkBootstrap(report, empty));
    await runSection(report, 'demo', () => checkDemo(report, demo));
  } finally {
    for (const deployment of [empty, demo]) rmSync(deployment.dataDir, { recursive: true, force: true });
  }
  report.finish();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
