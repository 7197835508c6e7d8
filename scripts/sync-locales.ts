import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const sourceDir = path.join(root, 'locales');
const targetDir = path.join(root, 'public', 'locales');

mkdirSync(targetDir, { recursive: true });

const files = readdirSync(sourceDir).filter((file) => file.endsWith('.json'));
for (const file of files) {
  const table: unknown = JSON.parse(readFileSync(path.join(sourceDir, file), 'utf8'));
  writeFileSync(path.join(targetDir, file), JSON.stringify(table));
}

console.info(`sync-locales: copied ${files.length} file(s) to public/locales`);
