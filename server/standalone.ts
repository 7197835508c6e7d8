import { serve } from '@hono/node-server';
import { loadEnvConfig } from '@next/env';

import { readServerConfig } from './config';
import { closeDatabase, getServerApp, isStartRefusal } from './instance';
import { describeError } from './log-safe';

/** The portal of `npm run dev`: where, in development, links point when PUBLIC_URL is unset (this server has no pages). */
const DEV_PORTAL_URL = 'http://localhost:3000';

async function main() {
  loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production');
  if (process.env.NODE_ENV !== 'production' && !process.env.PUBLIC_URL?.trim()) process.env.PUBLIC_URL = DEV_PORTAL_URL;
  // Refuses to start on a missing or malformed setting (PUBLIC_URL in production) before opening anything.
  const config = readServerConfig();
  const port = Number.parseInt(process.env.PORT ?? '4000', 10);
  const app = await getServerApp();
  const server = serve({ fetch: app.fetch, port }, (info) => {
    console.info(`[api] Listening on http://localhost:${info.port}/api; links in e-mails point to ${config.publicUrl}`);
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.info(`[api] ${signal}: closing`);
    server.close();
    closeDatabase()
      .catch((error: unknown) => console.error('[api] Closing the database failed:', describeError(error)))
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(isStartRefusal(error) ? `[api] ${error.message}` : `[api] Start failed: ${describeError(error)}`);
  process.exit(1);
});
