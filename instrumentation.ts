/**
 * Runs once when a Next server starts (next start, next dev), before it answers anything. Node-only code is imported
 * inside the NEXT_RUNTIME test, which the bundler resolves per runtime: the edge compile never sees those imports.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installShortStringEncoder } = await import('./ssr/short-string-encoder');
    installShortStringEncoder();
    if (process.env.NODE_ENV === 'production') {
      // The database opens (and a production database with demo accounts stops the start, exit 1) before the first
      // request; not for the portal alone, whose API runs elsewhere.
      const { apiInThisProcess } = await import('./ssr/page-props');
      const { openDatabaseAtStart } = await import('./server/instance');
      if (apiInThisProcess() && !(await openDatabaseAtStart())) process.exit(1);
    }
  }
}
