import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PUBLIC_URL_REQUIRED, readServerConfig, resolvePublicUrl, ServerConfigError } from '@/server/config';
import { passwordResetLink } from '@/server/domain/mail/templates/password-reset';
import { portalLink } from '@/server/domain/portal-links';
import { STRICT_TRANSPORT_SECURITY } from '@/server/http/strict-transport-security';

import { unpackSeededSnapshot } from './helpers/seededDirectory';

const ROOT = process.cwd();

/**
 * A project folder without the repository's .env files (a developer's .env.local may set PUBLIC_URL): links to
 * node_modules, package.json, tsconfig.json, next.config.js and server/ (its migrations), so that `next start` and
 * tsx run as in the repository.
 */
function bareProject(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'filhub-public-url-'));
  for (const name of ['node_modules', 'package.json', 'tsconfig.json', 'next.config.js', 'server']) {
    symlinkSync(path.join(ROOT, name), path.join(dir, name));
  }
  return dir;
}

/** The environment of this process without PUBLIC_URL and PORT, with `overrides`. */
function envWith(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', MINING_TIMER: 'off', ...overrides };
  for (const name of ['PUBLIC_URL', 'PORT', 'NODE_OPTIONS', 'JEST_WORKER_ID']) if (!(name in overrides)) delete env[name];
  return env;
}

function run(args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd, env, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}\n${stderr}` });
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
  });
}

describe('the base of e-mailed links (PUBLIC_URL)', () => {
  it('is PUBLIC_URL without its trailing slash', () => {
    expect(resolvePublicUrl({ NODE_ENV: 'production', PUBLIC_URL: ' https://portal.example.com/ ' })).toBe('https://portal.example.com');
    expect(resolvePublicUrl({ NODE_ENV: 'production', PUBLIC_URL: 'https://example.com/portal/' })).toBe('https://example.com/portal');
  });

  it('falls back in development to http://localhost:PORT, PORT 3000 by default', () => {
    expect(resolvePublicUrl({ NODE_ENV: 'development', PORT: '3456' })).toBe('http://localhost:3456');
    expect(resolvePublicUrl({ NODE_ENV: 'test' })).toBe('http://localhost:3000');
    expect(readServerConfig({ NODE_ENV: 'development', PUBLIC_URL: '  ' }).publicUrl).toBe('http://localhost:3000');
  });

  it('is required in production, with a message naming the variable', () => {
    expect(() => readServerConfig({ NODE_ENV: 'production' })).toThrow(ServerConfigError);
    expect(() => readServerConfig({ NODE_ENV: 'production', PUBLIC_URL: '' })).toThrow(PUBLIC_URL_REQUIRED);
    expect(PUBLIC_URL_REQUIRED).toMatch(/^PUBLIC_URL is not set/);
  });

  it('must be an http(s) address without query, fragment or credentials', () => {
    for (const bad of ['portal.example.com', 'ftp://portal.example.com', 'https://portal.example.com/?a=1', 'https://u:p@portal.example.com']) {
      expect(() => resolvePublicUrl({ NODE_ENV: 'development', PUBLIC_URL: bad })).toThrow(/^PUBLIC_URL is not a valid address/);
    }
  });

  it('is the base of every portal link, query values encoded', () => {
    const config = { publicUrl: 'https://portal.example.com' };
    expect(portalLink(config, '/reset-password', { token: 'a b&c' })).toBe('https://portal.example.com/reset-password?token=a+b%26c');
    expect(portalLink({ publicUrl: 'https://example.com/portal/' }, '/login')).toBe('https://example.com/portal/login');
    expect(passwordResetLink(config, 'tok-en_1')).toBe('https://portal.example.com/reset-password?token=tok-en_1');
  });
});

describe('a production server without PUBLIC_URL refuses to start', () => {
  let project: string;
  beforeAll(() => {
    project = bareProject();
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it('`npm start` (next start) exits non-zero, naming PUBLIC_URL', async () => {
    const port = await freePort();
    const { code, output } = await run(
      [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
      project,
      envWith({ NODE_ENV: 'production' }),
    );
    expect(code).not.toBe(0);
    expect(output).toContain(PUBLIC_URL_REQUIRED);
  }, 60_000);

  it('`npm run api` (server/standalone.ts) exits non-zero, naming PUBLIC_URL, before opening a database', async () => {
    const dataDir = path.join(project, 'data');
    const { code, output } = await run(
      ['--import', 'tsx', path.join(ROOT, 'server/standalone.ts')],
      project,
      envWith({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(await freePort()) }),
    );
    expect(code).toBe(1);
    expect(output).toContain(PUBLIC_URL_REQUIRED);
  }, 60_000);

  it('`npm run api` in production with PUBLIC_URL starts, names it, and sends HSTS on its answers', async () => {
    const port = await freePort();
    const dataDir = path.join(project, 'api-data');
    // jest's seeded database (see unpackSeededSnapshot): a fresh start is CI's README check of `npm run api`.
    await unpackSeededSnapshot(path.join(dataDir, 'pglite'));
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/standalone.ts')], {
      cwd: project,
      // The snapshot is the demo world: production runs it only when asked for (else it refuses, below).
      env: envWith({ NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.com/', DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'true' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const deadline = Date.now() + 100_000;
      while (!output.includes('Listening') && child.exitCode === null && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(output).toContain('links in e-mails point to https://portal.example.com');
      const answer = await fetch(`http://127.0.0.1:${port}/api/public/coin/prices`, { headers: { 'x-api-key': 'filhub-dev-key' } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    } finally {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    }
  }, 120_000);

  it('`npm run api` in production on a database of demo accounts exits 1, naming them and what to do', async () => {
    const dataDir = path.join(project, 'demo-data');
    await unpackSeededSnapshot(path.join(dataDir, 'pglite'));
    const { code, output } = await run(
      ['--import', 'tsx', path.join(ROOT, 'server/standalone.ts')],
      project,
      envWith({ NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.com/', DATA_DIR: dataDir, PORT: String(await freePort()) }),
    );
    expect(code).toBe(1);
    expect(output).toContain('[api] Refusing to start in production: this database holds demo accounts');
    expect(output).toMatch(/operators admin\b/);
    expect(output).toContain('SEED_DEMO=true');
    expect(output).not.toContain('Listening');
  }, 120_000);
});
