// Prints the gzipped first-load JavaScript of every page of the last `next build`, the framework
// floor (the webpack runtime, framework and main chunks that every page loads) and their ratio.
// Next 16 no longer prints sizes, so this reads the build's own manifest.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface BuildManifest {
  pages: Record<string, string[]>;
}

export interface RouteSize {
  route: string;
  gzipBytes: number;
  ratio: number;
  /** Heavy libraries found in the route's first load (they must load only when a page needs them). */
  heavyLibraries: string[];
}

export interface SizeReport {
  floorBytes: number;
  appBytes: number;
  routes: RouteSize[];
}

const FRAMEWORK_CHUNK = /^static\/chunks\/(webpack|framework|main)-[\w-]+\.js$/;

/** Text each library puts in its bundle: the docs link and the version of their error messages. */
export const HEAVY_LIBRARY_MARKERS: Readonly<Record<string, string>> = { wagmi: 'https://wagmi.sh', viem: 'viem@' };

function readManifest(buildDir: string): BuildManifest {
  const file = join(buildDir, 'build-manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
}

export function measureBuild(buildDir = join(process.cwd(), '.next')): SizeReport {
  const { pages } = readManifest(buildDir);
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

  const appChunks = pages['/_app'] ?? [];
  const floorBytes = total(appChunks.filter((chunk) => FRAMEWORK_CHUNK.test(chunk)));
  if (floorBytes === 0) throw new Error('No webpack/framework/main chunk found: was the build made with `next build --webpack`?');
  const appBytes = total(appChunks.filter((chunk) => !FRAMEWORK_CHUNK.test(chunk)));

  const routes = Object.keys(pages)
    .filter((route) => route !== '/_app')
    .sort()
    .map((route) => {
      const chunks = [...appChunks, ...pages[route]];
      const gzipBytes = total(chunks);
      return { route, gzipBytes, ratio: gzipBytes / floorBytes, heavyLibraries: librariesIn(chunks) };
    });
  return { floorBytes, appBytes, routes };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function main(): void {
  const report = measureBuild();
  const width = Math.max(...report.routes.map((r) => r.route.length), 'Route'.length);
  console.info(`Framework floor (webpack runtime + framework + main, gzip): ${kB(report.floorBytes)}`);
  console.info(`_app beyond the floor (gzip): ${kB(report.appBytes)}\n`);
  console.info(`${'Route'.padEnd(width)}  First-load JS (gzip)  x floor`);
  for (const { route, gzipBytes, ratio, heavyLibraries } of report.routes) {
    const heavy = heavyLibraries.length > 0 ? `  includes ${heavyLibraries.join(', ')}` : '';
    console.info(`${route.padEnd(width)}  ${kB(gzipBytes).padStart(20)}  ${ratio.toFixed(2).padStart(7)}${heavy}`);
  }
  writeFileSync(join(process.cwd(), '.next/size-report.json'), `${JSON.stringify(report, null, 2)}\n`);

  const offenders = report.routes.filter((route) => route.heavyLibraries.length > 0);
  if (offenders.length > 0) {
    console.error(`\n${offenders.map((r) => r.route).join(', ')}: wagmi/viem must load only on demand (next/dynamic), not in the first load.`);
    process.exitCode = 1;
  }
}

if (require.main === module) main();
