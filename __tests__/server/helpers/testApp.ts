import { createApp } from '@/server/app';
import type { ApiApp } from '@/server/app';
import type { Database } from '@/server/db/types';
import type { AppConfig } from '@/server/routes/deps';

import { createTestDatabase } from './testDatabase';

export const TEST_API_KEY = 'test-api-key';
export const TEST_OPS_TOKEN = 'test-ops-token-5f0c1d2e3a4b';

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  apiKey: TEST_API_KEY,
  opsToken: TEST_OPS_TOKEN,
  corsOrigins: [],
  ...overrides,
});

export interface TestApp {
  app: ApiApp;
  db: Database;
  /** A request with the API key, as the portal sends it. */
  api(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** The app on a fresh migrated and seeded database; share one per test file (opening takes seconds). */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const db = database.handle.db;
  const app = createApp({ db, config: testConfig(overrides) });
  return {
    app,
    db,
    api: (path, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set('x-api-key', TEST_API_KEY);
      return Promise.resolve(app.request(path, { ...init, headers }));
    },
    close: () => database.dispose(),
  };
}
