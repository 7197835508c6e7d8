import { createApp } from './app';
import type { ApiApp } from './app';
import { readServerConfig, ServerConfigError } from './config';
import type { ServerConfig } from './config';
import { DatabaseLockedError } from './db/lock';
import { openDatabase } from './db/open';
import type { DatabaseHandle } from './db/types';
import { errorBody } from './http/respond';
import { describeError } from './log-safe';
import { startMiningTimer } from './mining-timer';
import { startAlertTimer } from './alert-timer';
import type { AlertTimer } from './alert-timer';
import { vapidKeyringOf } from './app';
import { seedDatabase } from './operations/seed';
import { DemoAccountsRefused, refuseDemoAccounts } from './operations/demo-accounts';
import type { Database } from './db/types';
import { createUploadStore } from './storage/uploads';
import type { MiningTimer } from './mining-timer';
import { startVacuumTimer } from './vacuum-timer';
import type { VacuumTimer } from './vacuum-timer';

/** One database per process and its timers, kept on globalThis so that Next dev hot reloads reuse them. */
const globals = globalThis as typeof globalThis & {
  __filhubDatabase?: Promise<DatabaseHandle>;
  __filhubMiningTimer?: MiningTimer;
  __filhubAlertTimer?: AlertTimer;
  __filhubVacuumTimer?: VacuumTimer;
};

/** The running server's accrual of mining rewards (tests build apps with createApp and get no timer). */
function startServerMiningTimer(handle: DatabaseHandle, config: ServerConfig) {
  if (!config.miningTimer || globals.__filhubMiningTimer) return;
  globals.__filhubMiningTimer = startMiningTimer(handle.db);
}

/** Printed at every start with SEED_DEMO=true. */
export const DEMO_WORLD_WARNING =
  '[db] WARNING: SEED_DEMO=true: this server runs the demo world, whose operator and member passwords and ' +
  'authenticator secrets are published in the README; anyone can sign in as them. Never use it for real members or money.';

/**
 * Seeds what the configuration asks for; then a production server, unless SEED_DEMO=true asked for the demo world,
 * refuses to start while an account signs in with a published demo credential (DemoAccountsRefused).
 */
export async function prepareDatabase(db: Database, config: ServerConfig): Promise<void> {
  await seedDatabase(db, { demo: config.demoWorld, uploads: createUploadStore(config.uploadDir) });
  if (config.demoWorldRequested) console.warn(DEMO_WORLD_WARNING);
  else if (config.production) await refuseDemoAccounts(db);
}

export function getDatabase(): Promise<DatabaseHandle> {
  if (!globals.__filhubDatabase) {
    const config = readServerConfig();
    globals.__filhubDatabase = openDatabase(config, (db) => prepareDatabase(db, config)).then(
      (handle) => {
        startServerMiningTimer(handle, config);
        // PostgreSQL servers vacuum themselves; the embedded database never does (vacuum-timer.ts).
        if (!config.databaseUrl) globals.__filhubVacuumTimer ??= startVacuumTimer(handle.db);
        globals.__filhubAlertTimer ??= startAlertTimer(handle.db, config, vapidKeyringOf(handle.db, config.push));
        return handle;
      },
      (error: unknown) => {
        globals.__filhubDatabase = undefined;
        throw error;
      },
    );
  }
  return globals.__filhubDatabase;
}

export async function closeDatabase(): Promise<void> {
  globals.__filhubMiningTimer?.stop();
  globals.__filhubMiningTimer = undefined;
  globals.__filhubAlertTimer?.stop();
  globals.__filhubAlertTimer = undefined;
  globals.__filhubVacuumTimer?.stop();
  globals.__filhubVacuumTimer = undefined;
  const pending = globals.__filhubDatabase;
  globals.__filhubDatabase = undefined;
  if (pending) await (await pending).close();
}

/** A refusal whose message says what to do (no stack needed): a locked database, a bad setting, demo accounts. */
export function isStartRefusal(error: unknown): error is Error {
  return error instanceof DatabaseLockedError || error instanceof ServerConfigError || error instanceof DemoAccountsRefused;
}

/**
 * `next start` opens (migrates, seeds, checks) the database before it answers anything. Returns false when the start
 * must stop: a production database holding demo accounts with published credentials (the reason is logged). Other
 * failures (the database locked by another process, a bad setting) keep the server up; each API call answers 503
 * with the reason in the log, and tries again.
 */
export async function openDatabaseAtStart(): Promise<boolean> {
  try {
    await getDatabase();
  } catch (error) {
    if (error instanceof DemoAccountsRefused) {
      console.error(`[api] ${error.message}`);
      return false;
    }
    console.error(`[api] The database could not be opened at start: ${isStartRefusal(error) ? error.message : describeError(error)}`);
  }
  return true;
}

/** The app is per module instance (rebuilt after a hot reload); the database under it is shared. */
let app: Promise<ApiApp> | undefined;

export function getServerApp(): Promise<ApiApp> {
  app ??= getDatabase().then(
    (handle) => createApp({ db: handle.db, config: readServerConfig() }),
    (error: unknown) => {
      app = undefined;
      throw error;
    },
  );
  return app;
}

/**
 * Serves a request, opening the database on first use; answers 503 while it cannot be opened (or the
 * configuration is refused).
 * `bindings` are @hono/node-server's (the Node request, whose socket gives the client address).
 */
export async function fetchApi(request: Request, bindings?: object): Promise<Response> {
  let server: ApiApp;
  try {
    server = await getServerApp();
  } catch (error) {
    // The database could not be opened, or the configuration was refused (an invalid TRUST_PROXY or PUBLIC_URL).
    console.error(
      `[api] The API could not start: ${isStartRefusal(error) ? error.message : describeError(error)}`,
    );
    return Response.json(errorBody(503, 'SERVICE_UNAVAILABLE'), { status: 503 });
  }
  return server.fetch(request, bindings);
}
