/**
 * No page's first load may hold wagmi or viem (`npm run size` checks the built chunks). This follows
 * the static imports from _app and /setting/payment (and from the chunk of its cards) through our sources, as the
 * bundler does, and shows that the wallet libraries are reached only through the dynamic import of the wallet part.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const WALLET_PACKAGES = /^(wagmi|viem|@wagmi\/|@tanstack\/query-sync-storage-persister|@tanstack\/react-query-persist-client)/;
// `import x from 'y'`, `export { x } from 'y'`, `import 'y'`; `import type`/`export type` are erased.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[\w*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolveSource(specifier: string, from: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && !candidate.endsWith(path.sep) && /\.(tsx?|json)$/.test(candidate)) ?? null;
}

function staticGraph(entries: string[]) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = entries.map((entry) => path.join(root, entry));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    if (file.endsWith('.json')) continue;
    const source = readFileSync(file, 'utf8');
    for (const [, typeOnly, specifier] of source.matchAll(STATIC_IMPORT)) {
      // Next removes getServerSideProps, and the server code only it imports, from the page's client code.
      if (typeOnly || specifier.startsWith('@/server/')) continue;
      const resolved = resolveSource(specifier, file);
      if (resolved) queue.push(resolved);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) packages.add(specifier);
    }
  }
  return { files: [...files].map((file) => path.relative(root, file)), packages: [...packages] };
}

describe('first load of /setting/payment', () => {
  const graph = staticGraph(['pages/_app.tsx', 'pages/setting/payment.tsx']);

  // The cards (and their form) are a chunk of their own, fetched with the payout details: followed apart.
  const cards = staticGraph(['components/setting/payment/PayoutSections.tsx']);

  it('reaches the payment view, and its cards reach the wallet card', () => {
    expect(graph.files).toEqual(expect.arrayContaining(['components/setting/PaymentSettingsView.tsx']));
    expect(cards.files).toEqual(expect.arrayContaining(['components/setting/payment/LazyWalletConnect.tsx']));
  });

  it('holds no wallet library and none of the wagmi part', () => {
    for (const { packages, files } of [graph, cards]) {
      expect(packages.filter((name) => WALLET_PACKAGES.test(name))).toEqual([]);
      expect(files.filter((file) => file.startsWith('components/wallet-connect/'))).toEqual([]);
    }
  });

  it('loads the wagmi part through next/dynamic without server rendering', () => {
    const lazy = readFileSync(path.join(root, 'components/setting/payment/LazyWalletConnect.tsx'), 'utf8');
    expect(lazy).toMatch(/dynamic<WalletConnectProps>\(\(\) => import\('@\/components\/wallet-connect\/WalletConnect'\)/);
    expect(lazy).toMatch(/ssr: false/);
  });
});
