// The README stays a five-minute read, and the code and docs state their rules themselves: no tracked file cites a
// document the repository does not hold (the product's spec and design papers, issue numbers).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
const README_MAX_LINES = 200;
const CHECKED_FILE = /\.(ts|tsx|mjs|cjs|js|md|sh)$/;
const SKIPPED_PATH = /(^|\/)(node_modules|\.next)\//;
const THIS_FILE = path.relative(ROOT, __filename).split(path.sep).join('/');

/** What a citation of a document outside the repository looks like. */
const CITATIONS: { name: string; pattern: RegExp }[] = [
  { name: 'the spec (SPEC)', pattern: /\bSPEC\b/ },
  { name: 'the design paper (DESIGN)', pattern: /\bDESIGN\b/ },
  { name: 'the style paper (STYLE.md)', pattern: /\bSTYLE\.md\b/ },
  { name: 'a shared paper (../shared/…)', pattern: /\.\.\/shared\/[A-Z]+\.md/ },
  { name: 'the design card', pattern: /\bdesign card\b/i },
  { name: 'an issue number', pattern: /\bissues? #?\d+/i },
];

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => CHECKED_FILE.test(file) && !SKIPPED_PATH.test(file) && file !== THIS_FILE)
    .filter((file) => existsSync(path.join(ROOT, file)));
}

/** Every line of `text` that cites a document the repository lacks, as "file:line: kind: text". */
export function citationsIn(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) =>
    CITATIONS.filter(({ pattern }) => pattern.test(line)).map(({ name }) => `${file}:${index + 1}: ${name}: ${line.trim().slice(0, 120)}`),
  );
}

describe('docs hygiene', () => {
  it(`keeps README.md at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(path.join(ROOT, 'README.md'), 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('links from the README only to docs that exist', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const linked = [...readme.matchAll(/\]\((docs\/[^)#\s]+)/g)].map((match) => match[1]);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter((target) => !existsSync(path.join(ROOT, target)))).toEqual([]);
  });

  it('finds a citation where one is written', () => {
    expect(citationsIn('a.ts', '/** Swap (SPEC 3): … */\nconst x = 1; // issue 21\n// DESIGN §3')).toHaveLength(3);
    expect(citationsIn('a.ts', "import { parseCsv } from '../shared/csv';\nconst spec = settingSpec(g, n); // e2e/auth.spec.ts")).toEqual([]);
  });

  it('has no tracked source or doc file citing SPEC, DESIGN or an issue number', () => {
    const found = trackedFiles().flatMap((file) => citationsIn(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
