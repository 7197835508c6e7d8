// Lints the planted imports with the project's ESLint config and prints, per file, the rules that fired.
import { ESLint } from 'eslint';

import { PLANTED_IMPORTS } from '../fixtures/planted-imports.mjs';

const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { file, source } of PLANTED_IMPORTS) {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: file });
  results.push({ file, rules: result.messages.map((message) => message.ruleId ?? message.message) });
}
console.info(JSON.stringify(results));
