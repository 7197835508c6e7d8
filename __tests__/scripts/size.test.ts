import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGE_SHELLS } from '@/scripts/lib/page-kinds';
import { brokenBudgets, COMPILE_HINT, findMemberRoutes, measureBuild, type SizeReport } from '@/scripts/size';

type Modules = Record<string, { name: string; size: number }[]>;

function fakeBuild(chunks: Record<string, string>, pages: Record<string, string[]>, modules: Modules = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'size-test-'));
  mkdirSync(join(dir, 'static/chunks/pages'), { recursive: true });
  for (const [name, code] of Object.entries(chunks)) writeFileSync(join(dir, name), code);
  writeFileSync(join(dir, 'build-manifest.json'), JSON.stringify({ pages }));
  writeFileSync(join(dir, 'client-chunk-modules.json'), JSON.stringify(modules));
  return dir;
}

const gz = (code: string) => gzipSync(code).length;

describe('npm run size', () => {
  const framework = 'static/chunks/framework-abc.js';
  const main = 'static/chunks/main-abc.js';
  const app = 'static/chunks/pages/_app-abc.js';
  const home = 'static/chunks/pages/index-abc.js';
  const wallet = 'static/chunks/pages/wallet-abc.js';
  const hinted = (text: string) => `${COMPILE_HINT}\n${text}`;
  const code = {
    [framework]: hinted('react '.repeat(200)),
    [main]: hinted('next router '.repeat(100)),
    [app]: hinted('our app shell'),
    [home]: hinted('home page'),
    [wallet]: 'get docsBaseUrl(){return"https://wagmi.sh/core"} const x = "viem@2.57.20";',
  };
  let dir: string;

  beforeAll(() => {
    dir = fakeBuild(
      code,
      {
        '/_app': [framework, main, app],
        '/': [framework, main, home],
        '/wallet': [framework, main, wallet],
      },
      {
        [app]: [
          { name: 'components/app/PageShell.tsx', size: 300 },
          { name: 'node_modules/styled-components/dist/index.js', size: 900 },
        ],
      },
    );
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

  it("shares _app's gzip size out to our own modules by their share of its bytes", () => {
    expect(measureBuild(dir).ownAppBytes).toBe(Math.round(gz(code[app]) / 4));
  });

  it('marks the member pages it is given', () => {
    const report = measureBuild(dir, ['/wallet']);
    expect(report.routes.map(({ route, member }) => [route, member])).toEqual([
      ['/', false],
      ['/wallet', true],
    ]);
  });

  it('names the heavy libraries found in a page first load, and only there', () => {
    const report = measureBuild(dir);
    expect(report.routes.find((route) => route.route === '/wallet')?.heavyLibraries).toEqual(['wagmi', 'viem']);
    expect(report.routes.find((route) => route.route === '/')?.heavyLibraries).toEqual([]);
  });

  it("names a first-load chunk whose first line is not V8's eager-compile hint", () => {
    const report = measureBuild(dir);
    expect(report.routes.find((route) => route.route === '/wallet')?.unhintedChunks).toEqual([wallet]);
    expect(report.routes.find((route) => route.route === '/')?.unhintedChunks).toEqual([]);
  });

  it('refuses a build without the webpack framework chunks', () => {
    const bare = fakeBuild({ [home]: 'x' }, { '/_app': [home], '/': [home] });
    expect(() => measureBuild(bare)).toThrow(/next build --webpack/);
    rmSync(bare, { recursive: true, force: true });
  });
});

describe('the member pages', () => {
  it('are the pages (index files included) that declare the member shell', () => {
    const pages = mkdtempSync(join(tmpdir(), 'size-pages-'));
    mkdirSync(join(pages, 'order'), { recursive: true });
    const page = (shell: string) =>
      `import { portalPage } from '@/components/app/pageTypes';\nimport ${shell} from '${PAGE_SHELLS[shell]}';\n\nconst Page = () => null;\n\nexport default portalPage(${shell}, Page);\n`;
    writeFileSync(join(pages, 'dashboard.tsx'), page('MemberShell'));
    writeFileSync(join(pages, 'order/index.tsx'), page('MemberShell'));
    writeFileSync(join(pages, 'order/temp.tsx'), page('MemberShell'));
    writeFileSync(join(pages, 'login.tsx'), page('GuestShell'));
    writeFileSync(join(pages, 'index.tsx'), page('PublicShell'));
    writeFileSync(join(pages, '_app.tsx'), 'export default function App() { return null; }\n');
    expect(findMemberRoutes(pages)).toEqual(['/dashboard', '/order', '/order/temp']);
    rmSync(pages, { recursive: true, force: true });
  });

  it("include this portal's dashboard and wallet, and not its sign-in page", () => {
    const routes = findMemberRoutes();
    expect(routes).toEqual(expect.arrayContaining(['/dashboard', '/wallet', '/setting/security']));
    expect(routes).not.toContain('/login');
  });
});

describe('size budgets', () => {
  const report = (routes: [string, number, string[]?, boolean?][], ownAppBytes = 10_000): SizeReport => ({
    floorBytes: 100_000,
    appBytes: 20_000,
    ownAppBytes,
    routes: routes.map(([route, ratio, heavyLibraries = [], member = false]) => ({
      route,
      ratio,
      gzipBytes: ratio * 100_000,
      member,
      heavyLibraries,
      unhintedChunks: route === '/unhinted' ? ['static/chunks/pages/unhinted-abc.js'] : [],
    })),
  });
  const budgets = { defaultRatio: 2, routeRatios: { '/login': 1.5 }, memberPageBytes: 170_000, ownAppCodeBytes: 15_000 };

  it('holds when every page is within its ratio and _app within its own-code budget', () => {
    expect(brokenBudgets(report([['/login', 1.5], ['/wallet', 2]]), budgets)).toEqual([]);
  });

  it("names the page over its own ratio, a page over the default ratio, and _app's own code over budget", () => {
    expect(brokenBudgets(report([['/login', 1.51], ['/wallet', 2.01], ['/', 1.9]], 15_001), budgets)).toEqual([
      'our own code in _app is 15.0 kB, over its 15.0 kB budget',
      '/login loads 1.51 x the floor, over its 1.5 x budget',
      '/wallet loads 2.01 x the floor, over its 2 x budget',
    ]);
  });

  it('holds a member page to its absolute budget, and only a member page', () => {
    expect(brokenBudgets(report([['/wallet', 1.7, [], true], ['/', 1.71]]), budgets)).toEqual([]);
    expect(brokenBudgets(report([['/wallet', 1.71, [], true], ['/', 1.71]]), budgets)).toEqual([
      "/wallet loads 171.0 kB, over the member pages' 170.0 kB budget",
    ]);
  });

  it('breaks on a first-load chunk without the eager-compile hint', () => {
    expect(brokenBudgets(report([['/unhinted', 1.2], ['/', 1.2]]), budgets)).toEqual([
      `/unhinted loads static/chunks/pages/unhinted-abc.js without "${COMPILE_HINT}" on the first line (next.config.js adds it)`,
    ]);
  });

  it('breaks on wagmi or viem in any first load', () => {
    expect(brokenBudgets(report([['/wallet', 1.2, ['wagmi', 'viem']]]), budgets)).toEqual([
      '/wallet loads wagmi and viem up front: they must load only on demand (next/dynamic)',
    ]);
  });
});
