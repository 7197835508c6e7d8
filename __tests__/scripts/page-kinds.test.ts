import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { declaredShell, pageKinds, PAGE_SHELLS } from '@/scripts/lib/page-kinds';

// A page renders inside the shell it names; one without a shell would render bare, outside every sign-in guard.
// Pages need sign-in unless they say otherwise, so each page must say: the member shell, or another kind.

const page = (shell: string) =>
  `import { portalPage } from '@/components/app/pageTypes';\nimport ${shell} from '${PAGE_SHELLS[shell]}';\n\nconst Page = () => null;\n\nexport default portalPage(${shell}, Page);\n`;

describe('every page of pages/ declares its kind', () => {
  it.each(pageKinds())('$route names the shell it renders in', ({ shell }) => {
    expect(Object.keys(PAGE_SHELLS)).toContain(shell);
  });

  it('the member pages include the dashboard and the wallet; the sign-in page is a guest page', () => {
    const shellOf = (route: string) => pageKinds().find((kind) => kind.route === route)?.shell;
    expect([shellOf('/dashboard'), shellOf('/wallet'), shellOf('/login'), shellOf('/ops/login')]).toEqual(['MemberShell', 'MemberShell', 'GuestShell', 'OpsGuestShell']);
  });
});

describe('a page that names no shell is reported', () => {
  it('reads the shell from the default export and its import', () => {
    expect(declaredShell(page('MemberShell'))).toBe('MemberShell');
    expect(declaredShell(page('PublicShell'))).toBe('PublicShell');
  });

  it('reports a page without a shell, with a shell it does not import, or with a component that is not a shell', () => {
    expect(declaredShell('const Page = () => null;\n\nexport default Page;\n')).toBeNull();
    expect(declaredShell("import { portalPage } from '@/components/app/pageTypes';\n\nexport default portalPage(MemberShell, Page);\n")).toBeNull();
    expect(declaredShell("import Card from '@/components/ui/Card';\n\nexport default portalPage(Card, Page);\n")).toBeNull();
  });

  it('lists a page without a shell among the pages, with no kind', () => {
    const pages = mkdtempSync(join(tmpdir(), 'page-kinds-'));
    mkdirSync(join(pages, 'api'));
    writeFileSync(join(pages, 'dashboard.tsx'), page('MemberShell'));
    writeFileSync(join(pages, 'bare.tsx'), 'const Page = () => null;\n\nexport default Page;\n');
    writeFileSync(join(pages, '_app.tsx'), 'export default function App() { return null; }\n');
    writeFileSync(join(pages, 'api/[[...route]].ts'), 'export default function handler() {}\n');
    expect(pageKinds(pages)).toEqual([
      { file: 'bare.tsx', route: '/bare', shell: null },
      { file: 'dashboard.tsx', route: '/dashboard', shell: 'MemberShell' },
    ]);
    rmSync(pages, { recursive: true, force: true });
  });
});
