import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_TEXTS } from '../contract/errors';

const root = path.resolve(__dirname, '..');
const SOURCE_DIRS = ['pages', 'components', 'hooks', 'services', 'state', 'config', 'contract'];
const SOURCE_FILE = /\.tsx?$/;
const TRANSLATE_CALL = /\bt\(\s*(?:'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"|`((?:\\.|[^`\\$])*)`)/g;
const PLACEHOLDER = /%\w+%/g;

interface KeyUse {
  file: string;
  line: number;
  key: string;
}

function listSourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSourceFiles(full);
    return SOURCE_FILE.test(entry.name) ? [full] : [];
  });
}

function unescape(raw: string): string {
  return raw.replace(/\\(.)/g, '$1');
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

function readTable(file: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(root, 'locales', file), 'utf8')) as Record<string, string>;
}

function placeholdersOf(text: string): string {
  return [...new Set(text.match(PLACEHOLDER) ?? [])].sort().join(',');
}

const vietnamese = readTable('vi-VN.json');
const english = readTable('en-US.json');
const sources = SOURCE_DIRS.flatMap((dir) => listSourceFiles(path.join(root, dir)));

const uses: KeyUse[] = [];
const texts: string[] = [];
for (const file of sources) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(TRANSLATE_CALL)) {
    const key = unescape(match[1] ?? match[2] ?? match[3] ?? '');
    uses.push({ file: path.relative(root, file), line: lineAt(text, match.index), key });
  }
  texts.push(text);
}

const errors: string[] = [];
for (const use of uses) {
  if (!(use.key in vietnamese)) errors.push(`${use.file}:${use.line}  missing in locales/vi-VN.json: "${use.key}"`);
}
for (const [key, text] of Object.entries(vietnamese)) {
  if (typeof text !== 'string' || !text.trim()) errors.push(`locales/vi-VN.json: "${key}" has no text`);
  else if (placeholdersOf(key) !== placeholdersOf(text)) {
    errors.push(`locales/vi-VN.json: "${key}" and its text have different %placeholders%`);
  }
}
// The API's error texts are shown translated by their code (hooks/auth/useServerErrors.ts).
for (const [code, text] of Object.entries(ERROR_TEXTS)) {
  if (!(text in vietnamese)) errors.push(`contract/errors.ts  ${code}: missing in locales/vi-VN.json: "${text}"`);
}
if (Object.keys(english).length > 0) errors.push('locales/en-US.json must stay empty: the keys are the English text');

// A key also counts as used where it stands as a string literal, e.g. a rule that returns the key to translate.
const isQuotedSomewhere = (key: string) =>
  ['\'', '"', '`'].some((quote) => texts.some((text) => text.includes(`${quote}${key}${quote}`)));
const errorTexts = new Set<string>(Object.values(ERROR_TEXTS));
const unused = Object.keys(vietnamese).filter((key) => !errorTexts.has(key) && !isQuotedSomewhere(key));
for (const key of unused) console.warn(`warning: locales/vi-VN.json key never used in the sources: "${key}"`);

if (errors.length > 0) {
  for (const error of errors) console.error(error);
  console.error(`i18n-check: ${errors.length} problem(s)`);
  process.exit(1);
}
console.info(`i18n-check: ${uses.length} translated text(s) in ${sources.length} file(s), all present in vi-VN.json`);
