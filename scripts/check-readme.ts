// The README's commands as a newcomer types them, each on a free port with a fresh data folder:
//   dev    `npm run dev`: /login and the README's prices curl answer, demo signs in through the form in Chromium
//          and reaches the dashboard with no console error, fast refresh is served;
//   api    `npm run api`, with the portal pointed at it as the README (and docs/operations.md) says (`npm run dev` with
//          NEXT_PUBLIC_API_URL, CORS_ORIGINS on the API): the same curl and the same sign-in;
//   start  `SEED_DEMO=true PUBLIC_URL=http://localhost:PORT npm start` on the last `npm run build`: the same as dev,
//          without fast refresh.
// Usage: npm run check:readme [-- dev api start] (default: all three). Prints `N passed, N failed`; exits 1 on a failure.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { signInThroughTheForm } from './lib/browser-sign-in';
import { createCheckReport, runSection, type CheckReport } from './lib/check-report';
import { freePort, runNpm, waitUntil, type RunningCommand } from './lib/npm-command';

const MODES = ['dev', 'api', 'start'] as const;
type Mode = (typeof MODES)[number];

// The README's curl.
const README_API_KEY = 'filhub-dev-key';
// Generous: a failure is an exit or a wrong answer; how long it took is printed, never asserted.
const READY_TIMEOUT_MS = 180_000;

function freshDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'filhub-readme-'));
}

async function answersLogin(origin: string): Promise<boolean> {
  const response = await fetch(`${origin}/login`);
  return response.status === 200 && (response.headers.get('content-type') ?? '').includes('text/html');
}

async function pricesCurl(apiBase: string): Promise<boolean> {
  const response = await fetch(`${apiBase}/public/coin/prices`, { headers: { 'x-api-key': README_API_KEY } });
  if (response.status !== 200) return false;
  const body = (await response.json()) as { data?: { code: string }[] };
  return (body.data ?? []).map((token) => token.code).sort().join() === 'EC,EV,USDT';
}

async function checkPortal(report: CheckReport, command: RunningCommand, origin: string, apiBase: string, devServer: boolean) {
  const loginSeconds = await waitUntil(command, `${origin}/login`, () => answersLogin(origin), READY_TIMEOUT_MS);
  report.check(`${command.label}: /login answers 200`, true, `${loginSeconds.toFixed(1)} s after the command`);
  const pricesSeconds = await waitUntil(command, 'the prices curl', () => pricesCurl(apiBase), READY_TIMEOUT_MS);
  report.check(`${command.label}: the README's prices curl answers 200 with USDT, EV and EC`, true, `${(loginSeconds + pricesSeconds).toFixed(1)} s after the command`);

  const visit = await signInThroughTheForm(origin);
  report.check(`${command.label}: demo signs in through the form in Chromium and reaches the dashboard`, visit.reachedDashboard, `${visit.seconds.toFixed(1)} s`);
  report.check(`${command.label}: no console or page error on the way`, visit.errors.length === 0, visit.errors.join(' | ').slice(0, 500));
  if (devServer) report.check(`${command.label}: fast refresh is served (the /_next/hmr socket speaks)`, visit.fastRefreshSocket);
}

async function stopAndCheck(report: CheckReport, command: RunningCommand, port: number): Promise<void> {
  await command.stop();
  const free = await fetch(`http://localhost:${port}/login`).then(
    () => false,
    () => true,
  );
  report.check(`${command.label}: stops on SIGTERM and leaves its port free`, free);
}

async function withCommand(args: string[], env: Record<string, string>, run: (command: RunningCommand) => Promise<void>): Promise<RunningCommand> {
  const command = runNpm(args, env);
  try {
    await run(command);
  } catch (error) {
    await command.stop();
    throw error;
  }
  return command;
}

async function checkDev(report: CheckReport): Promise<void> {
  const port = await freePort();
  const dataDir = freshDataDir();
  const origin = `http://localhost:${port}`;
  const dev = await withCommand(['run', 'dev'], { PORT: String(port), DATA_DIR: dataDir }, (command) =>
    checkPortal(report, command, origin, `${origin}/api`, true),
  );
  await stopAndCheck(report, dev, port);
  rmSync(dataDir, { recursive: true, force: true });
}

async function checkApiAlone(report: CheckReport): Promise<void> {
  const [apiPort, portalPort] = [await freePort(), await freePort()];
  const dataDir = freshDataDir();
  const apiBase = `http://localhost:${apiPort}/api`;
  const portalOrigin = `http://localhost:${portalPort}`;
  const api = await withCommand(['run', 'api'], { PORT: String(apiPort), DATA_DIR: dataDir, CORS_ORIGINS: portalOrigin }, async (command) => {
    const seconds = await waitUntil(command, 'the prices curl', () => pricesCurl(apiBase), READY_TIMEOUT_MS);
    report.check(`${command.label}: the README's prices curl answers 200 with USDT, EV and EC`, true, `${seconds.toFixed(1)} s after the command`);
  });
  try {
    // The portal's own data folder stays empty: every call goes to the API above.
    const portalDataDir = freshDataDir();
    const portal = await withCommand(
      ['run', 'dev'],
      { PORT: String(portalPort), DATA_DIR: portalDataDir, NEXT_PUBLIC_API_URL: apiBase },
      (command) => checkPortal(report, { ...command, label: `${command.label} against npm run api` }, portalOrigin, apiBase, false),
    );
    await portal.stop();
    rmSync(portalDataDir, { recursive: true, force: true });
  } finally {
    await stopAndCheck(report, api, apiPort);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function checkStart(report: CheckReport): Promise<void> {
  if (!existsSync(join(process.cwd(), '.next/BUILD_ID'))) throw new Error('No production build in .next: run `npm run build` first.');
  const port = await freePort();
  const dataDir = freshDataDir();
  const origin = `http://localhost:${port}`;
  // As the README says: `SEED_DEMO=true PUBLIC_URL=http://localhost:3000 npm start` (next start refuses to start
  // without PUBLIC_URL; without SEED_DEMO=true production starts empty, and demo could not sign in).
  const start = await withCommand(['start'], { PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: origin, SEED_DEMO: 'true' }, (command) =>
    checkPortal(report, command, origin, `${origin}/api`, false),
  );
  await stopAndCheck(report, start, port);
  rmSync(dataDir, { recursive: true, force: true });
}

const CHECKS: Record<Mode, (report: CheckReport) => Promise<void>> = { dev: checkDev, api: checkApiAlone, start: checkStart };

async function main(): Promise<void> {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((mode) => !MODES.includes(mode as Mode));
  if (unknown.length > 0) throw new Error(`Unknown mode ${unknown.join(', ')}: use ${MODES.join(', ')}`);
  const modes = asked.length > 0 ? (asked as Mode[]) : [...MODES];
  const report = createCheckReport();
  for (const mode of modes) {
    console.info(`--- ${mode}`);
    await runSection(report, mode, async () => {
      try {
        await CHECKS[mode](report);
      } catch (error) {
        // The report keeps the first line; the command's output is what tells why.
        console.error(error instanceof Error ? error.message : error);
        throw error;
      }
    });
  }
  report.finish();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
