import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE } from '../config/languages';
import { DEFAULT_TABLE_SCRIPT_PATH, defaultTableScript } from '../config/defaultTableScript';
import type { TranslationTable } from '../config/translate';

const root = path.resolve(__dirname, '..');
const sourceDir = path.join(root, 'locales');
const targetDir = path.join(root, 'public', 'locales');

mkdirSync(targetDir, { recursive: true });

const files = readdirSync(sourceDir).filter((file) => file.endsWith('.json'));
for (const file of files) {
  const table: unknown = JSON.parse(readFileSync(path.join(sourceDir, file), 'utf8'));
  writeFileSync(path.join(targetDir, file), JSON.stringify(table));
  // The default language also as the script of the first render (config/defaultTableScript.ts).
  if (file === `${DEFAULT_LOCALE}.json`) {
    writeFileSync(path.join(root, 'public', DEFAULT_TABLE_SCRIPT_PATH), defaultTableScript(table as TranslationTable));
  }
}

console.info(`sync-locales: copied ${files.length} file(s) to public/locales`);
