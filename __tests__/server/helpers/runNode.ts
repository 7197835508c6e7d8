import { execFile } from 'node:child_process';

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
