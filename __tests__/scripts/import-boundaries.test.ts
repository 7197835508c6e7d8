import { execFile } from 'node:child_process';
import path from 'node:path';

import { PLANTED_IMPORTS } from './fixtures/planted-imports.mjs';

interface LintedFile {
  file: string;
  rules: string[];
}

/** ESLint in a Node process of its own: its flat config is ESM, which jest's module system does not load. */
function lintPlanted(): Promise<LintedFile[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(__dirname, 'helpers/lintPlanted.mjs')],
      { cwd: process.cwd(), timeout: 120_000 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout))),
    );
  });
}

describe('npm run lint: imports run one way', () => {
  let linted: LintedFile[];

  beforeAll(async () => {
    linted = await lintPlanted();
  }, 120_000);

  it.each(PLANTED_IMPORTS.filter((planted) => planted.wrongWay))('reports a wrong-way import in $file', ({ file, rule }) => {
    expect(linted.find((result) => result.file === file)?.rules).toContain(rule ?? 'boundaries/dependencies');
  });

  it.each(PLANTED_IMPORTS.filter((planted) => !planted.wrongWay))('lets $file import what its layer may', ({ file }) => {
    expect(linted.find((result) => result.file === file)?.rules).toEqual([]);
  });
});
