import path from 'node:path';

export interface ServerConfig {
  /** Expected `x-api-key` (a client identifier, not a secret). */
  apiKey: string;
  /** Bearer of the ops/ group; null turns the group off. */
  opsToken: string | null;
  /** PostgreSQL server; null selects the embedded PGlite in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  /** Origins allowed by CORS, for a portal served from another origin than `npm run api`. */
  corsOrigins: string[];
}

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

export const DEFAULT_API_KEY = 'filhub-dev-key';

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    apiKey: nonEmpty(env.NEXT_PUBLIC_API_KEY) ?? DEFAULT_API_KEY,
    opsToken: nonEmpty(env.OPS_TOKEN),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: path.resolve(process.cwd(), nonEmpty(env.DATA_DIR) ?? '.data'),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}
