// Starts and stops production servers (`next start` on the last `next build`) on loopback ports,
// and talks to their API: the harness of `npm run bench`, the scale-out check and the fault check.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

import { demoOperatorToken } from '../../server/db/seed-data/operators';

export const API_KEY = process.env.NEXT_PUBLIC_API_KEY ?? 'filhub-dev-key';

export interface ProductionServer {
  /** http://127.0.0.1:PORT */
  origin: string;
  process: ChildProcess;
  /** What the server printed (stdout and stderr), for a failure message. */
  output(): string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL, then waits for the exit: no shutdown code runs. */
  kill(): Promise<void>;
}

export interface StartOptions {
  port: number;
  /**
   * Extra environment: DATABASE_URL or DATA_DIR, secrets, MINING_TIMER, PUBLIC_URL (default: the server's origin),
   * SEED_DEMO (default true: the demo world)...
   */
  env?: Record<string, string>;
  /** How long to wait for the first answer (a fresh database is migrated and seeded first). */
  readyTimeoutMs?: number;
}

const NEXT_BIN = join(process.cwd(), 'node_modules/next/dist/bin/next');

export function assertBuilt(): void {
  if (!existsSync(join(process.cwd(), '.next/BUILD_ID'))) {
    throw new Error('No production build in .next: run `npm run build` first.');
  }
}

/** Removes a data directory of the embedded database (a fresh demo world is seeded at the next start). */
export function resetDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function assertPortFree(port: number): Promise<void> {
  const free = await new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
  // Otherwise the readiness check would talk to whatever already listens there.
  if (!free) throw new Error(`Port ${port} is in use (a server left running?).`);
}

export async function startProductionServer({ port, env = {}, readyTimeoutMs = 120_000 }: StartOptions): Promise<ProductionServer> {
  assertBuilt();
  await assertPortFree(port);
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: process.cwd(),
    // `next start` refuses to start without PUBLIC_URL (the base of e-mailed links): this server's own address.
    // The harness runs on the demo world, which production seeds (and accepts) only with SEED_DEMO=true.
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', MINING_TIMER: 'off', PUBLIC_URL: origin, SEED_DEMO: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const server: ProductionServer = {
    origin,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await waitForExit(child);
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await waitForExit(child);
    },
  };

  // Ready when the API answers from its database (public settings), not only when Next listens.
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server on port ${port} exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    try {
      const response = await fetch(`${origin}/api/public/setting/list/BANKING`, { headers: { 'x-api-key': API_KEY } });
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`The server on port ${port} did not answer within ${readyTimeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The contract's envelope: `{ statusCode, message, data }`, and `errors` on a 400. */
export interface ApiAnswer<T = unknown> {
  status: number;
  body: { statusCode: number; message: string; data: T; errors?: Record<string, string> };
  /** The refresh token the server set as its HttpOnly cookie in this answer, if it set one. */
  refreshCookie: string | null;
  /** The answer's headers (Set-Cookie of the device cookie, Retry-After). */
  headers: Headers;
}

function refreshCookieOf(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('refreshToken='));
  const value = cookie ? decodeURIComponent(cookie.slice('refreshToken='.length).split(';')[0]) : '';
  return value === '' ? null : value;
}

/** One API call with the portal's API key; `token` is sent as the bearer, `refreshCookie` as the browser sends its cookie. */
export async function callApi<T = unknown>(
  origin: string,
  method: string,
  path: string,
  options: { token?: string | null; refreshCookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { 'x-api-key': API_KEY, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.refreshCookie) headers.cookie = `refreshToken=${options.refreshCookie}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${origin}/api/${path.replace(/^\//, '')}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: ApiAnswer<T>['body'];
  try {
    body = JSON.parse(text) as ApiAnswer<T>['body'];
  } catch {
    body = { statusCode: response.status, message: text, data: null as T };
  }
  return { status: response.status, body, refreshCookie: refreshCookieOf(response), headers: response.headers };
}

/** A session's tokens: the access token of the answer, the refresh token of the server's cookie. */
export interface Session {
  accessToken: string;
  refreshToken: string;
}

/** Signs in a member without 2FA and returns the session's tokens. */
export async function signIn(origin: string, username: string, password: string, headers?: Record<string, string>): Promise<Session> {
  const answer = await callApi<Session>(origin, 'POST', 'auth/client/login/credential', { body: { username, password }, headers });
  if (answer.status !== 200 || !answer.body.data?.accessToken || !answer.refreshCookie) {
    throw new Error(`Sign-in of ${username} answered ${answer.status}: ${answer.body.message}`);
  }
  return { accessToken: answer.body.data.accessToken, refreshToken: answer.refreshCookie };
}

/** The demo admin's API token (the checks run on the demo world). */
export const CHECK_OPS_TOKEN = demoOperatorToken('admin');

/** The secrets that every instance of one deployment shares (each would otherwise generate its own). */
export function sharedSecretsEnv(): Record<string, string> {
  return {
    JWT_ACCESS_SECRET: 'check-access-secret-0123456789abcdef0123456789abcdef',
    JWT_2FA_SECRET: 'check-2fa-secret-0123456789abcdef0123456789abcdef',
    DEVICE_COOKIE_SECRET: 'check-device-secret-0123456789abcdef0123456789abcdef',
    // The demo operators' known API tokens (CHECK_OPS_TOKEN), seeded only on request in production.
    DEMO_OPERATOR_TOKENS: 'true',
  };
}

/** The package.json version, for reports. */
export function projectVersion(): string {
  return (JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { version: string }).version;
}
