/** Runs once when a Next server starts (next start, next dev), before it answers anything. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installShortStringEncoder } = await import('./ssr/short-string-encoder');
  installShortStringEncoder();
  if (process.env.NODE_ENV === 'production') await openDatabaseAtStart();
}

/**
 * `next start` opens (migrates, seeds, checks) the database before it answers anything: a production database
 * holding demo accounts with published credentials stops the start here with the reason (exit 1) instead of 503s
 * later. Other failures (the database locked by another process, a bad setting) keep the server up; each API call
 * answers 503 with the reason in the log, and tries again.
 */
async function openDatabaseAtStart(): Promise<void> {
  const { API_BASE_PATH } = await import('./server/app');
  const apiUrl = process.env.NEXT_PUBLIC_API_URL;
  // The portal alone (its API elsewhere, as ssr/page-props.ts reads it): no database in this process.
  if (apiUrl && apiUrl !== API_BASE_PATH) return;
  const { getDatabase, isStartRefusal } = await import('./server/instance');
  const { DemoAccountsRefused } = await import('./server/operations/demo-accounts');
  const { describeError } = await import('./server/log-safe');
  try {
    await getDatabase();
  } catch (error) {
    if (error instanceof DemoAccountsRefused) {
      console.error(`[api] ${error.message}`);
      process.exit(1);
    }
    console.error(`[api] The database could not be opened at start: ${isStartRefusal(error) ? error.message : describeError(error)}`);
  }
}
