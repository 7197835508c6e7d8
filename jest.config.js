// @ts-check
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

// msw 2 and jose 6 ship ESM only; next/jest ignores node_modules for transforms.
const esmPackages = ['msw', '@mswjs', 'rettime', 'until-async', '@open-draft', 'jose', 'headers-polyfill', '@bundled-es-modules'];

/** @type {import('jest').Config} */
const shared = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
};

/** @type {import('jest').Config} */
const client = {
  ...shared,
  displayName: 'client',
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup/client.ts'],
  testMatch: ['<rootDir>/__tests__/client/**/*.test.ts?(x)'],
};

/** @type {import('jest').Config} */
const server = {
  ...shared,
  displayName: 'server',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
};

async function projectConfig(config) {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];
  return resolved;
}

module.exports = async () => ({
  projects: [await projectConfig(client), await projectConfig(server)],
});
