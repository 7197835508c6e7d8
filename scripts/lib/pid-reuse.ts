// Makes the pid in an embedded database's lock file belong to a live process again, as after a SIGKILL followed
// by a container restart or a reboot, where another process may get the killed server's pid.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

/** Starts an idle process and puts its pid in place of the owner's (the owner's identity line stays). Returns its stop. */
export async function giveLockPidToLiveProcess(lockPath: string): Promise<() => void> {
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => undefined, 300_000)'], { stdio: 'ignore' });
  await new Promise((resolve, reject) => other.once('spawn', resolve).once('error', reject));
  const [, ...identity] = readFileSync(lockPath, 'utf8').split('\n');
  writeFileSync(lockPath, [String(other.pid), ...identity].join('\n'));
  return () => {
    other.kill('SIGKILL');
  };
}
