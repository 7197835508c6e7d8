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
}

export interface SizeReport {
  floorBytes: number;
  appBytes: number;
  routes: RouteSize[];
}

const FRAMEWORK_CHUNK = /^static\/chunks\/(webpack|framework|main)-[\w-]+\.js$/;

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

  const appChunks = pages['/_app'] ?? [];
  const floorBytes = total(appChunks.filter((chunk) => FRAMEWORK_CHUNK.test(chunk)));
  if (floorBytes === 0) throw new Error('No webpack/framework/main chunk found: was the build made with `next build --webpack`?');
  const appBytes = total(appChunks.filter((chunk) => !FRAMEWORK_CHUNK.test(chunk)));

  const routes = Object.keys(pages)
    .filter((route) => route !== '/_app')
    .sort()
    .map((route) => {
      const gzipBytes = total([...appChunks, ...pages[route]]);
      return { route, gzipBytes, ratio: gzipBytes / floorBytes };
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
  for (const { route, gzipBytes, ratio } of report.routes) {
    console.info(`${route.padEnd(width)}  ${kB(gzipBytes).padStart(20)}  ${ratio.toFixed(2).padStart(7)}`);
  }
  writeFileSync(join(process.cwd(), '.next/size-report.json'), `${JSON.stringify(report, null, 2)}\n`);
}

if (require.main === module) main();
