import { execFile } from 'node:child_process';
import path from 'node:path';

import { COMPILED_SCRIPTS, COMPILED_SCRIPTS_DIR_ENV, compiledName } from '../../setup/compiledScripts';

export interface NodeRun {
  code: number;
  stdout: string;
  stderr: string;
}

function runNode(nodeArgs: string[], env: NodeJS.ProcessEnv): Promise<NodeRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, nodeArgs, { cwd: process.cwd(), env, timeout: 30_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** Runs a TypeScript file with tsx in a child Node process from the project root, as the npm scripts do. */
export function runTypeScript(file: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<NodeRun> {
  return runNode(['--import', 'tsx', file, ...args], env);
}

/**
 * Runs the same file in a child Node process from its bundle made once by jest's global set-up
 * (__tests__/setup/compiledScripts.ts): for tests that run a script many times, ~1 s less per run than tsx.
 * Without the bundle (a file not in COMPILED_SCRIPTS, or no global set-up) it runs it with tsx.
 */
export function runCompiled(file: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<NodeRun> {
  const dir = process.env[COMPILED_SCRIPTS_DIR_ENV];
  if (!dir || !COMPILED_SCRIPTS.includes(file)) return runTypeScript(file, args, env);
  return runNode([path.join(dir, compiledName(file)), ...args], env);
}
