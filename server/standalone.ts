import { serve } from '@hono/node-server';
import { loadEnvConfig } from '@next/env';

import { closeDatabase, getServerApp } from './instance';
import { DatabaseLockedError } from './db/lock';

async function main() {
  loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production');
  const port = Number.parseInt(process.env.PORT ?? '4000', 10);
  const app = await getServerApp();
  const server = serve({ fetch: app.fetch, port }, (info) => {
    console.info(`[api] Listening on http://localhost:${info.port}/api`);
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.info(`[api] ${signal}: closing`);
    server.close();
    closeDatabase()
      .catch((error: unknown) => console.error('[api] Closing the database failed:', error))
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof DatabaseLockedError ? error.message : error);
  process.exit(1);
});
