// Runs a README command (`npm run dev`, `npm start`, `npm run api`) as a newcomer types it, in its own process
// group so that stopping it also stops what npm started (next dev's worker, tsx), and waits for its answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';

export interface RunningCommand {
  /** The command line, for messages. */
  label: string;
  /** What the command printed (stdout and stderr), the last 20,000 characters. */
  output(): string;
  exited(): boolean;
  /** The exit code once it exited by itself (null while running, or when a signal ended it). */
  exitCode(): number | null;
  /** SIGTERM to the whole group; SIGKILL if it is still there after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/** A port nothing listens on now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
  });
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

/** `npm <args>` with the given environment on top of this process's. */
export function runNpm(args: string[], env: Record<string, string>): RunningCommand {
  const label = `npm ${args.join(' ')}`;
  const child = spawn('npm', args, {
    cwd: process.cwd(),
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    label,
    output: () => output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    exitCode: () => child.exitCode,
    async stop(graceMs = 15_000) {
      signalGroup(child, 'SIGTERM');
      if (!(await waitForExit(child, graceMs))) {
        signalGroup(child, 'SIGKILL');
        await waitForExit(child, 5_000);
      }
      // npm may leave before its children: make sure nothing of the group is left holding the port or the data.
      signalGroup(child, 'SIGKILL');
    },
  };
}

/**
 * Polls `probe` until it returns true. Fails at once when the command exits (a README command that dies
 * must not look like a slow one), or after `timeoutMs`. Returns the seconds it took.
 */
export async function waitUntil(command: RunningCommand, what: string, probe: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (command.exited()) throw new Error(`${command.label} exited before ${what}:\n${command.output()}`);
    try {
      if (await probe()) return (Date.now() - started) / 1000;
    } catch {
      // not answering yet
    }
    if (Date.now() - started > timeoutMs) {
      throw new Error(`${what}: no answer within ${timeoutMs / 1000} s from ${command.label}:\n${command.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
