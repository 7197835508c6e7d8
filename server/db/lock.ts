import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function displayPath(directory: string): string {
  const relative = path.relative(process.cwd(), directory);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : directory;
}

export class DatabaseLockedError extends Error {
  constructor(
    readonly databaseDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database in ${displayPath(databaseDir)} is already open in process ${ownerPid} ` +
        '(npm run dev or npm run api). Stop that process first, or set DATABASE_URL to use a PostgreSQL server.',
    );
    this.name = 'DatabaseLockedError';
  }
}

const globals = globalThis as typeof globalThis & { __filhubHeldLocks?: Set<string> };
const heldLocks = (globals.__filhubHeldLocks ??= new Set<string>());

function readOwner(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Our own pid in the file without our own hold means a previous process that had the same pid (containers). */
function ownedByLiveProcess(lockPath: string, owner: number | null): owner is number {
  if (owner === null) return false;
  if (owner === process.pid) return heldLocks.has(lockPath);
  return isAlive(owner);
}

function removeIfOwnedBy(lockPath: string, pid: number) {
  if (readOwner(lockPath) !== pid) return;
  try {
    unlinkSync(lockPath);
  } catch {
    // already gone
  }
}

const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;

/** Releases the lock when the process ends; on a signal, exits unless another handler (Next's server) owns shutdown. */
function releaseOnExit(release: () => void): () => void {
  const signalHandlers = Object.entries(SIGNAL_EXIT_CODES).map(([signal, code]) => {
    const handler = () => {
      if (process.listenerCount(signal) === 1) process.exit(code);
    };
    process.on(signal, handler);
    return [signal, handler] as const;
  });
  process.on('exit', release);
  return () => {
    process.off('exit', release);
    for (const [signal, handler] of signalHandlers) process.off(signal, handler);
  };
}

/**
 * Takes the lock file of an embedded database directory: created exclusively with the owner's pid.
 * A lock of a live process refuses the caller; a stale lock (dead pid) is taken over.
 * Returns the release function.
 */
export function acquireDatabaseLock(databaseDir: string, lockPath = `${databaseDir}.lock`): () => void {
  mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (ownedByLiveProcess(lockPath, owner)) throw new DatabaseLockedError(databaseDir, owner);
      if (owner !== null) console.warn(`[db] Taking over the stale lock of process ${owner} on ${databaseDir}`);
      try {
        unlinkSync(lockPath);
      } catch {
        // removed meanwhile by another starter; try again
      }
      continue;
    }
    heldLocks.add(lockPath);
    const release = () => {
      heldLocks.delete(lockPath);
      removeIfOwnedBy(lockPath, process.pid);
    };
    const detach = releaseOnExit(release);
    return () => {
      detach();
      release();
    };
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
