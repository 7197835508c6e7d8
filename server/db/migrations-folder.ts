import path from 'node:path';

export const migrationsFolder = () => path.join(process.cwd(), 'server/db/migrations');
