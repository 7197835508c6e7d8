// The kind of each page of pages/, as its module declares it: `export default portalPage(MemberShell, Page)`.
// Read from the source (no build, no import of the page): the size budgets and the page-kinds test use it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The shells a page may name, and the module each comes from. */
export const PAGE_SHELLS: Record<string, string> = {
  MemberShell: '@/components/app/shells/MemberShell',
  GuestShell: '@/components/app/shells/GuestShell',
  PublicShell: '@/components/app/shells/PublicShell',
  OpsShell: '@/components/ops/OpsShell',
  OpsGuestShell: '@/components/ops/OpsGuestShell',
};

const DECLARED_SHELL = /^export default portalPage\(\s*(\w+)\s*,/m;

/** The shell a page module names in its default export, or null when it names none (it would render bare). */
export function declaredShell(source: string): string | null {
  const name = DECLARED_SHELL.exec(source)?.[1];
  if (!name || !(name in PAGE_SHELLS)) return null;
  const imported = new RegExp(`^import ${name} from '${PAGE_SHELLS[name]}';$`, 'm');
  return imported.test(source) ? name : null;
}

/** The page modules under `pagesDir`, relative to it: every .ts/.tsx but `_app`, `_document` and the API routes. */
export function pageFiles(pagesDir = join(process.cwd(), 'pages')): string[] {
  return (readdirSync(pagesDir, { recursive: true }) as string[])
    .map((file) => file.replace(/\\/g, '/'))
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('api/') && !/^_(app|document)\.tsx?$/.test(file))
    .sort();
}

/** The route a page file serves ('order/index.tsx' → '/order'). */
export function routeOf(file: string): string {
  const route = `/${file.replace(/\.tsx?$/, '')}`.replace(/\/index$/, '');
  return route === '' ? '/' : route;
}

/** Each page's route and the shell it declares (null: none). */
export function pageKinds(pagesDir = join(process.cwd(), 'pages')): { file: string; route: string; shell: string | null }[] {
  return pageFiles(pagesDir).map((file) => ({ file, route: routeOf(file), shell: declaredShell(readFileSync(join(pagesDir, file), 'utf8')) }));
}
