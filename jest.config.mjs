import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// msw 2, jose 6 and wagmi 3 ship ESM only; next/jest ignores node_modules for transforms.
const esmPackages = ['msw', '@mswjs', 'rettime', 'until-async', '@open-draft', 'jose', 'headers-polyfill', '@bundled-es-modules', 'wagmi', '@wagmi'];

/** @type {import("jest").Config} */
const shared = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
};

/** @type {import("jest").Config} */
const client = {
  ...shared,
  displayName: 'client',
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup/client.ts'],
  testMatch: ['<rootDir>/__tests__/client/**/*.test.ts?(x)'],
};

const namesServerTestFiles = process.argv.some((arg) => /__tests__\/server\/[\w.-]+\.test\.ts$/.test(arg));

/** @type {import("jest").Config} */
const server = {
  ...shared,
  displayName: 'server',
  testEnvironment: 'node',
  globalSetup: '<rootDir>/__tests__/setup/serverGlobalSetup.ts',
  globalTeardown: '<rootDir>/__tests__/setup/serverGlobalTeardown.ts',
  setupFiles: ['<rootDir>/__tests__/setup/serverPasswordCost.ts'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup/serverTimeout.ts'],
  // The whole suite runs the test files in bundles (__tests__/server/helpers/specBundle.ts); a run naming server test
  // files (`npx jest __tests__/server/orders.test.ts`) runs those files alone.
  testMatch: namesServerTestFiles ? ['<rootDir>/__tests__/server/*.test.ts'] : ['<rootDir>/__tests__/server/bundles/*.test.ts'],
};

/**
 * Pure logic (formats, checks, reducers) in plain Node: a jsdom window, msw and the client set-up cost each file
 * about a CPU-second it does not need.
 * @type {import("jest").Config}
 */
const unit = {
  ...shared,
  displayName: 'unit',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/unit/**/*.test.ts'],
};

/** @type {import("jest").Config} */
const tools = {
  ...shared,
  displayName: 'tools',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/scripts/**/*.test.ts'],
};

/** @param {import("jest").Config} config */
async function projectConfig(config) {
  const resolved = await createJestConfig(config)();
  return { ...resolved, transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`] };
}

export default async function jestConfig() {
  return {
    // Jest's default leaves one core idle: on the 2-core machines of this project both run test files.
    maxWorkers: '100%',
    testSequencer: '<rootDir>/__tests__/setup/sequencer.mjs',
    projects: [await projectConfig(client), await projectConfig(server), await projectConfig(unit), await projectConfig(tools)],
  };
}
