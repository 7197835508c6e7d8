// Lints the planted imports with the project's ESLint config and prints, per file, the rules that fired.
import { ESLint } from 'eslint';

import { PLANTED_IMPORTS } from '../fixtures/planted-imports.mjs';

// import/no-cycle's shortcut (strongly connected components, worked out beforehand from the files on disk) fails on
// a file that is not on disk, as a planted one is; without it the rule walks the imports itself, to the same answer.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { files: ['**/*.{ts,tsx}'], rules: { 'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }] } },
});
const results = [];
for (const { file, source } of PLANTED_IMPORTS) {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: file });
  results.push({ file, rules: result.messages.map((message) => message.ruleId ?? message.message) });
}
console.info(JSON.stringify(results));
