import { mkdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

import type * as Esbuild from 'esbuild';

/**
 * Child scripts the server tests spawn many times (ops.test alone ~35 runs), bundled once by jest's global
 * set-up into plain JavaScript: tsx's start-up and on-the-fly compiling cost ~1 s per run on this machine.
 * Packages stay external (resolved from node_modules), so the bundles live inside the project, in the
 * git-ignored tmp/.
 */
export const COMPILED_SCRIPTS = ['scripts/ops.ts'];
export const COMPILED_SCRIPTS_DIR_ENV = 'FILHUB_TEST_COMPILED_SCRIPTS';

/** The esbuild tsx brings (tsx runs the npm scripts); the project does not depend on esbuild itself. */
const tsxEsbuild = (root: string): typeof Esbuild => createRequire(path.join(root, 'node_modules/tsx/package.json'))('esbuild');

export const compiledName = (file: string) => `${file.replace(/[\\/]/g, '__').replace(/\.ts$/, '')}.cjs`;

/** Bundles COMPILED_SCRIPTS into a fresh folder of tmp/ and returns the folder. */
export async function compileScripts(root: string, runId: string): Promise<string> {
  const dir = path.join(root, 'tmp', `test-scripts-${runId}`);
  await mkdir(dir, { recursive: true });
  const { build } = tsxEsbuild(root);
  await Promise.all(
    COMPILED_SCRIPTS.map(async (file) => {
      const result = await build({
        entryPoints: [path.join(root, file)],
        bundle: true,
        platform: 'node',
        format: 'cjs',
        packages: 'external',
        tsconfig: path.join(root, 'tsconfig.json'),
        write: false,
        logLevel: 'error',
      });
      const target = path.join(dir, compiledName(file));
      await writeFile(`${target}.part`, result.outputFiles[0].contents);
      await rename(`${target}.part`, target);
    }),
  );
  return dir;
}
