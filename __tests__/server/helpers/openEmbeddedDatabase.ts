// Child-process opener of an embedded database directory, for the lock tests.
import { DatabaseLockedError } from '@/server/db/lock';
import { openPglite } from '@/server/db/pglite';

async function main(databaseDir: string) {
  const handle = await openPglite(databaseDir);
  console.info('opened');
  await handle.close();
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof DatabaseLockedError ? error.message : error);
  process.exit(1);
});
