import { CliError, runOps } from '@/scripts/ops/cli';

import type { NodeRun } from './runNode';

/**
 * The operator CLI run in this process as `npm run ops` runs it (scripts/ops.ts): what it prints, or its refusal
 * on stderr and exit code 1. ops.test runs the real command twice (a success, a refusal); a child process per call
 * cost ~0.7 s each.
 */
export async function runOpsCli(args: string[], env: NodeJS.ProcessEnv): Promise<NodeRun> {
  let stdout = '';
  try {
    await runOps(args, { env, print: (line) => (stdout += `${line}\n`) });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    return { code: 1, stdout, stderr: `${error.message}\n` };
  }
}
