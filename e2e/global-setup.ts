import type { FullConfig } from '@playwright/test';
import { API_KEY } from './helpers';

const READY_TIMEOUT_MS = 120_000;

/**
 * Next answers (and Playwright's webServer counts as ready) before the database is open: a fresh one is
 * migrated and seeded on the first API call, which the first test's loader would otherwise wait out.
 * Runs after the webServer has started.
 */
export default async function waitForTheApi(config: FullConfig): Promise<void> {
  const url = `${config.projects[0]?.use.baseURL}/api/public/setting/list/WEB`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    try {
      if ((await fetch(url, { headers: { 'x-api-key': API_KEY } })).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The API did not answer ${url} within ${READY_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
