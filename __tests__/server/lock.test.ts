import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { acquireDatabaseLock, DatabaseLockedError } from '@/server/db/lock';
import { openPglite } from '@/server/db/pglite';

import { runTypeScript } from './helpers/runNode';
import { unpackSeededSnapshot } from './helpers/seededDirectory';
import { assertPgliteCanLoad } from './helpers/testDatabase';

let root: string;
let databaseDir: string;
let lockPath: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'filhub-lock-'));
  databaseDir = path.join(root, 'pglite');
  lockPath = `${databaseDir}.lock`;
  // The lock is the subject, not initdb: the folder holds a database already.
  await unpackSeededSnapshot(databaseDir);
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** The pid in a lock file (its first line; Linux adds the owner's identity on a second). */
const lockOwner = () => readFileSync(lockPath, 'utf8').split('\n')[0];

/** A pid that surely belongs to no running process: one of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('embedded database lock', () => {
  it('refuses a second process with a clear message while the first holds the database open', async () => {
    assertPgliteCanLoad();
    const handle = await openPglite(databaseDir);
    try {
      expect(lockOwner()).toBe(String(process.pid));
      const run = await runTypeScript('__tests__/server/helpers/openEmbeddedDatabase.ts', [databaseDir]);
      expect(run.code).toBe(1);
      expect(run.stdout).not.toContain('opened');
      expect(run.stderr).toContain(`is already open in process ${process.pid} (npm run dev or npm run api)`);
      expect(run.stderr).toContain('Stop that process first, or set DATABASE_URL to use a PostgreSQL server.');
    } finally {
      await handle.close();
    }
    expect(existsSync(lockPath)).toBe(false);
  }, 60_000);

  it('takes over a stale lock left by a process that died', async () => {
    const stalePid = deadPid();
    writeFileSync(lockPath, String(stalePid));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const handle = await openPglite(databaseDir);
      expect(lockOwner()).toBe(String(process.pid));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`stale lock of process ${stalePid}`));
      await handle.close();
    } finally {
      warn.mockRestore();
    }
    expect(existsSync(lockPath)).toBe(false);
  }, 60_000);

  it('refuses a second opener in the same process, and takes over its own pid left by an earlier run', () => {
    const release = acquireDatabaseLock(databaseDir);
    expect(() => acquireDatabaseLock(databaseDir)).toThrow(DatabaseLockedError);
    release();

    writeFileSync(lockPath, String(process.pid));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const again = acquireDatabaseLock(databaseDir);
    warn.mockRestore();
    expect(lockOwner()).toBe(String(process.pid));
    again();
    expect(existsSync(lockPath)).toBe(false);
  });

  const onLinux = existsSync('/proc/self/stat');

  (onLinux ? it : it.skip)('takes over a lock whose pid now belongs to another live process (reused after the owner was killed)', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => undefined, 60_000)'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => other.once('spawn', resolve));
      // What a killed owner left: its pid (now the other process's) and its own identity, which the other lacks.
      writeFileSync(lockPath, `${other.pid}\nboot-of-the-killed-owner:12345`);
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const release = acquireDatabaseLock(databaseDir);
        expect(lockOwner()).toBe(String(process.pid));
        expect(warn).toHaveBeenCalledWith(expect.stringContaining(`stale lock of process ${other.pid}`));
        release();
      } finally {
        warn.mockRestore();
      }
    } finally {
      other.kill();
    }
    expect(existsSync(lockPath)).toBe(false);
  });

  (onLinux ? it : it.skip)('writes the owner\'s identity (boot and start time) under its pid, which a live owner keeps matching', () => {
    const release = acquireDatabaseLock(databaseDir);
    try {
      const [pid, identity] = readFileSync(lockPath, 'utf8').split('\n');
      expect(pid).toBe(String(process.pid));
      expect(identity).toMatch(/^[0-9a-f-]{36}:\d+$/);
    } finally {
      release();
    }
  });
});
