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

/**
 * What tells a process from a later one given the same pid, on Linux: the boot and the start time (clock ticks
 * after boot, from /proc/PID/stat); null elsewhere or when unreadable. No wall clock is involved.
 */
function processIdentity(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name (which may hold spaces and parentheses) come fields 3, 4, ...; field 22 is the start.
    const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[22 - 3];
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return startTicks && bootId ? `${bootId}:${startTicks}` : null;
  } catch {
    return null;
  }
}

interface LockOwner {
  pid: number;
  /** processIdentity of the owner when it wrote the file (the second line); null in older files or off Linux. */
  identity: string | null;
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    const [firstLine, secondLine] = readFileSync(lockPath, 'utf8').split('\n');
    const pid = Number.parseInt(firstLine.trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? { pid, identity: secondLine?.trim() || null } : null;
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

/**
 * Our own pid in the file without our own hold means a previous process that had the same pid (containers). A live
 * process whose identity differs from the one the owner wrote got the pid after the owner died (a SIGKILL or a crash,
 * then a container restart or a reboot): the lock is stale.
 */
function ownedByLiveProcess(lockPath: string, owner: LockOwner): boolean {
  if (owner.pid === process.pid) return heldLocks.has(lockPath);
  if (!isAlive(owner.pid)) return false;
  const identity = owner.identity === null ? null : processIdentity(owner.pid);
  return identity === null || identity === owner.identity;
}

function removeIfOwnedBy(lockPath: string, pid: number) {
  if (readOwner(lockPath)?.pid !== pid) return;
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
 * Takes the lock file of an embedded database directory: created exclusively with the owner's pid (and, on Linux,
 * its identity on a second line). A lock of a live process refuses the caller; a stale lock (dead pid, or a pid
 * now used by another process) is taken over.
 * Returns the release function.
 */
export function acquireDatabaseLock(databaseDir: string, lockPath = `${databaseDir}.lock`): () => void {
  mkdirSync(path.dirname(lockPath), { recursive: true });
  const ownIdentity = processIdentity(process.pid);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      writeFileSync(lockPath, ownIdentity === null ? String(process.pid) : `${process.pid}\n${ownIdentity}`, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner !== null && ownedByLiveProcess(lockPath, owner)) throw new DatabaseLockedError(databaseDir, owner.pid);
      if (owner !== null) console.warn(`[db] Taking over the stale lock of process ${owner.pid} on ${databaseDir}`);
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
