import { createApp } from './app';
import type { ApiApp } from './app';
import { readServerConfig } from './config';
import { DatabaseLockedError } from './db/lock';
import { openDatabase } from './db/open';
import type { DatabaseHandle } from './db/types';
import { errorBody } from './http/respond';

/** One database per process, kept on globalThis so that Next dev hot reloads reuse it. */
const globals = globalThis as typeof globalThis & { __filhubDatabase?: Promise<DatabaseHandle> };

export function getDatabase(): Promise<DatabaseHandle> {
  globals.__filhubDatabase ??= openDatabase(readServerConfig()).catch((error: unknown) => {
    globals.__filhubDatabase = undefined;
    throw error;
  });
  return globals.__filhubDatabase;
}

export async function closeDatabase(): Promise<void> {
  const pending = globals.__filhubDatabase;
  globals.__filhubDatabase = undefined;
  if (pending) await (await pending).close();
}

/** The app is per module instance (rebuilt after a hot reload); the database under it is shared. */
let app: Promise<ApiApp> | undefined;

export function getServerApp(): Promise<ApiApp> {
  app ??= getDatabase().then(
    (handle) => createApp({ db: handle.db, config: readServerConfig() }),
    (error: unknown) => {
      app = undefined;
      throw error;
    },
  );
  return app;
}

/**
 * Serves a request, opening the database on first use; answers 503 while it cannot be opened.
 * `bindings` are @hono/node-server's (the Node request, whose socket gives the client address).
 */
export async function fetchApi(request: Request, bindings?: object): Promise<Response> {
  let server: ApiApp;
  try {
    server = await getServerApp();
  } catch (error) {
    console.error('[api] The database could not be opened:', error instanceof DatabaseLockedError ? error.message : error);
    return Response.json(errorBody(503, 'Service unavailable'), { status: 503 });
  }
  return server.fetch(request, bindings);
}
