import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; the server applies them on start.
// No credentials for the embedded database: opening .data/pglite outside the server would bypass
// its lock. With DATABASE_URL set, drizzle-kit commands that need a database (studio) use it.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  ...(process.env.DATABASE_URL ? { dbCredentials: { url: process.env.DATABASE_URL } } : {}),
});
