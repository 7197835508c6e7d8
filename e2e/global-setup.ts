import { request, type FullConfig } from '@playwright/test';
import { API_KEY } from './helpers';
import { signInDemoOperators } from './ops-helpers';

const READY_TIMEOUT_MS = 120_000;

/** Runs after the webServer has started: waits for the API, then signs the demo operators in to the console. */
export default async function globalSetup(config: FullConfig): Promise<void> {
  await waitForTheApi(config);
  // One console session per demo operator for the whole run: a code signs in once, and workers start together.
  const api = await request.newContext({ baseURL: config.projects[0]?.use.baseURL });
  try {
    await signInDemoOperators(api);
  } finally {
    await api.dispose();
  }
}

/**
 * Next answers (and Playwright's webServer counts as ready) before the database is open: a fresh one is
 * migrated and seeded on the first API call, which the first test's loader would otherwise wait out.
 */
async function waitForTheApi(config: FullConfig): Promise<void> {
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
