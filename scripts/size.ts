// Prints the gzipped first-load JavaScript of every page of the last `next build`, the framework
// floor (the webpack runtime, framework and main chunks that every page loads) and their ratio, and
// fails when a budget of scripts/size-budgets.ts is broken. Next 16 no longer prints sizes, so this
// reads the build's own manifest and the module list next.config.js writes for each chunk.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageKinds } from './lib/page-kinds';
import { SIZE_BUDGETS, type SizeBudgets } from './size-budgets';

interface BuildManifest {
  pages: Record<string, string[]>;
}

export interface RouteSize {
  route: string;
  gzipBytes: number;
  ratio: number;
  /** A page of the member shell (held to the member pages' absolute budget too). */
  member: boolean;
  /** Heavy libraries found in the route's first load (they must load only when a page needs them). */
  heavyLibraries: string[];
  /** First-load chunks without the eager-compile hint that next.config.js puts first in each. */
  unhintedChunks: string[];
}

export interface SizeReport {
  floorBytes: number;
  appBytes: number;
  /**
   * Our own code in `_app` (not node_modules): each chunk's gzip size shared out by its modules' sizes
   * before minification, an estimate (gzip is not additive).
   */
  ownAppBytes: number;
  routes: RouteSize[];
}

type ChunkModules = Record<string, { name: string; size: number }[]>;

const FRAMEWORK_CHUNK = /^static\/chunks\/(webpack|framework|main)-[\w-]+\.js$/;

/** Text each library puts in its bundle: the docs link and the version of their error messages. */
export const HEAVY_LIBRARY_MARKERS: Readonly<Record<string, string>> = { wagmi: 'https://wagmi.sh', viem: 'viem@' };

/** V8's explicit compile hint: the file's functions are compiled as it streams in, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

function readManifest(buildDir: string): BuildManifest {
  const file = join(buildDir, 'build-manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
}

function readChunkModules(buildDir: string): ChunkModules {
  const file = join(buildDir, 'client-chunk-modules.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: rebuild with this project's next.config.js.`);
  return JSON.parse(readFileSync(file, 'utf8')) as ChunkModules;
}

/** The routes of the pages under `pagesDir` that render in the member shell. */
export function findMemberRoutes(pagesDir = join(process.cwd(), 'pages')): string[] {
  return pageKinds(pagesDir)
    .filter((page) => page.shell === 'MemberShell')
    .map((page) => page.route)
    .sort();
}

const isOwnModule = (name: string) => !name.startsWith('node_modules/') && !name.includes('/node_modules/');

export function measureBuild(buildDir = join(process.cwd(), '.next'), memberRoutes: readonly string[] = findMemberRoutes()): SizeReport {
  const { pages } = readManifest(buildDir);
  const members = new Set(memberRoutes);
  const chunkModules = readChunkModules(buildDir);
  const gzipCache = new Map<string, number>();
  const gzipOf = (chunk: string) => {
    if (!gzipCache.has(chunk)) gzipCache.set(chunk, gzipSync(readFileSync(join(buildDir, chunk))).length);
    return gzipCache.get(chunk) as number;
  };
  const total = (chunks: Iterable<string>) => [...new Set(chunks)].reduce((sum, chunk) => sum + gzipOf(chunk), 0);
  const librariesIn = (chunks: Iterable<string>) => {
    const code = [...new Set(chunks)].map((chunk) => readFileSync(join(buildDir, chunk), 'utf8')).join('\n');
    return Object.entries(HEAVY_LIBRARY_MARKERS)
      .filter(([, marker]) => code.includes(marker))
      .map(([library]) => library);
  };
  const unhinted = (chunks: Iterable<string>) =>
    [...new Set(chunks)].filter((chunk) => !readFileSync(join(buildDir, chunk), 'utf8').startsWith(`${COMPILE_HINT}\n`));

  const appChunks = pages['/_app'] ?? [];
  const floorBytes = total(appChunks.filter((chunk) => FRAMEWORK_CHUNK.test(chunk)));
  if (floorBytes === 0) throw new Error('No webpack/framework/main chunk found: was the build made with `next build --webpack`?');
  const appOwnChunks = appChunks.filter((chunk) => !FRAMEWORK_CHUNK.test(chunk));
  const appBytes = total(appOwnChunks);
  const ownAppBytes = Math.round(
    appOwnChunks.reduce((sum, chunk) => {
      const modules = chunkModules[chunk] ?? [];
      const all = modules.reduce((bytes, module) => bytes + module.size, 0);
      const own = modules.filter((module) => isOwnModule(module.name)).reduce((bytes, module) => bytes + module.size, 0);
      return all === 0 ? sum : sum + (gzipOf(chunk) * own) / all;
    }, 0),
  );

  const routes = Object.keys(pages)
    .filter((route) => route !== '/_app')
    .sort()
    .map((route) => {
      const chunks = [...appChunks, ...pages[route]];
      const gzipBytes = total(chunks);
      return {
        route,
        gzipBytes,
        ratio: gzipBytes / floorBytes,
        member: members.has(route),
        heavyLibraries: librariesIn(chunks),
        unhintedChunks: unhinted(chunks),
      };
    });
  return { floorBytes, appBytes, ownAppBytes, routes };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** What breaks a budget, one sentence each; empty when every budget holds. */
export function brokenBudgets(report: SizeReport, budgets: SizeBudgets = SIZE_BUDGETS): string[] {
  const broken: string[] = [];
  if (report.ownAppBytes > budgets.ownAppCodeBytes) {
    broken.push(`our own code in _app is ${kB(report.ownAppBytes)}, over its ${kB(budgets.ownAppCodeBytes)} budget`);
  }
  for (const { route, gzipBytes, ratio, member, heavyLibraries, unhintedChunks } of report.routes) {
    const limit = budgets.routeRatios[route] ?? budgets.defaultRatio;
    if (ratio > limit) broken.push(`${route} loads ${ratio.toFixed(2)} x the floor, over its ${limit} x budget`);
    if (member && gzipBytes > budgets.memberPageBytes) {
      broken.push(`${route} loads ${kB(gzipBytes)}, over the member pages' ${kB(budgets.memberPageBytes)} budget`);
    }
    if (heavyLibraries.length > 0) {
      broken.push(`${route} loads ${heavyLibraries.join(' and ')} up front: they must load only on demand (next/dynamic)`);
    }
    if (unhintedChunks.length > 0) {
      broken.push(`${route} loads ${unhintedChunks.join(', ')} without "${COMPILE_HINT}" on the first line (next.config.js adds it)`);
    }
  }
  return broken;
}

function main(): void {
  const report = measureBuild();
  const width = Math.max(...report.routes.map((r) => r.route.length), 'Route'.length);
  console.info(`Framework floor (webpack runtime + framework + main, gzip): ${kB(report.floorBytes)}`);
  console.info(`_app beyond the floor (gzip): ${kB(report.appBytes)}, of which our own code about ${kB(report.ownAppBytes)} (budget ${kB(SIZE_BUDGETS.ownAppCodeBytes)})\n`);
  console.info(`Member pages (*): at most ${kB(SIZE_BUDGETS.memberPageBytes)} each\n`);
  console.info(`${'Route'.padEnd(width)}    First-load JS (gzip)  x floor  budget`);
  for (const { route, gzipBytes, ratio, member, heavyLibraries } of report.routes) {
    const heavy = heavyLibraries.length > 0 ? `  includes ${heavyLibraries.join(', ')}` : '';
    const limit = SIZE_BUDGETS.routeRatios[route] ?? SIZE_BUDGETS.defaultRatio;
    console.info(
      `${route.padEnd(width)} ${member ? '*' : ' '}  ${kB(gzipBytes).padStart(20)}  ${ratio.toFixed(2).padStart(7)}  ${limit.toFixed(2).padStart(6)}${heavy}`,
    );
  }
  writeFileSync(join(process.cwd(), '.next/size-report.json'), `${JSON.stringify(report, null, 2)}\n`);

  const broken = brokenBudgets(report);
  if (broken.length > 0) {
    console.error(`\nBudgets broken:\n${broken.map((line) => `- ${line}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.info('\nEvery budget holds.');
  }
}

if (require.main === module) main();
