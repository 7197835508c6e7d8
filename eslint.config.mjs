// ESLint 9 reads flat config only, and eslint-config-next 16 ships only flat configs.
// .eslintrc.json stays the single source of the rules: this file maps its "extends"
// names onto Next's flat configs and applies its ignores and rules.
import { readFileSync } from 'node:fs';
import coreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

import { boundariesConfig } from './eslint.boundaries.mjs';

const legacy = JSON.parse(readFileSync(new URL('./.eslintrc.json', import.meta.url), 'utf8'));
const flatByName = {
  'next/core-web-vitals': coreWebVitals,
  'next/typescript': nextTypescript,
};

const extended = legacy.extends.flatMap((name) => {
  const config = flatByName[name];
  if (!config) throw new Error(`.eslintrc.json extends unknown config "${name}"`);
  return config;
});

const config = [{ ignores: legacy.ignorePatterns }, ...extended, { rules: legacy.rules }, ...boundariesConfig];

export default config;
