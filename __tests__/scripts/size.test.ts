import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureBuild } from '@/scripts/size';

function fakeBuild(chunks: Record<string, string>, pages: Record<string, string[]>): string {
  const dir = mkdtempSync(join(tmpdir(), 'size-test-'));
  mkdirSync(join(dir, 'static/chunks/pages'), { recursive: true });
  for (const [name, code] of Object.entries(chunks)) writeFileSync(join(dir, name), code);
  writeFileSync(join(dir, 'build-manifest.json'), JSON.stringify({ pages }));
  return dir;
}

const gz = (code: string) => gzipSync(code).length;

describe('npm run size', () => {
  const framework = 'static/chunks/framework-abc.js';
  const main = 'static/chunks/main-abc.js';
  const app = 'static/chunks/pages/_app-abc.js';
  const home = 'static/chunks/pages/index-abc.js';
  const wallet = 'static/chunks/pages/wallet-abc.js';
  const code = {
    [framework]: 'react '.repeat(200),
    [main]: 'next router '.repeat(100),
    [app]: 'our app shell',
    [home]: 'home page',
    [wallet]: 'get docsBaseUrl(){return"https://wagmi.sh/core"} const x = "viem@2.57.20";',
  };
  let dir: string;

  beforeAll(() => {
    dir = fakeBuild(code, {
      '/_app': [framework, main, app],
      '/': [framework, main, home],
      '/wallet': [framework, main, wallet],
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('measures the floor from the framework chunks and each page as _app plus its own chunks', () => {
    const report = measureBuild(dir);
    const floor = gz(code[framework]) + gz(code[main]);
    expect(report.floorBytes).toBe(floor);
    expect(report.appBytes).toBe(gz(code[app]));
    const homeRoute = report.routes.find((route) => route.route === '/');
    expect(homeRoute?.gzipBytes).toBe(floor + gz(code[app]) + gz(code[home]));
    expect(homeRoute?.ratio).toBeCloseTo((homeRoute?.gzipBytes ?? 0) / floor);
  });

  it('names the heavy libraries found in a page first load, and only there', () => {
    const report = measureBuild(dir);
    expect(report.routes.find((route) => route.route === '/wallet')?.heavyLibraries).toEqual(['wagmi', 'viem']);
    expect(report.routes.find((route) => route.route === '/')?.heavyLibraries).toEqual([]);
  });

  it('refuses a build without the webpack framework chunks', () => {
    const bare = fakeBuild({ [home]: 'x' }, { '/_app': [home], '/': [home] });
    expect(() => measureBuild(bare)).toThrow(/next build --webpack/);
    rmSync(bare, { recursive: true, force: true });
  });
});
