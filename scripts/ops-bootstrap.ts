// `npm run ops -- operator bootstrap NAME`: one of the first two admins, made directly on the database (a new operator
// needs a second admin's approval, which the first two cannot have). Refused once two active admins hold a live API
// token. On the embedded database the server must be stopped (PGlite is one process only); on PostgreSQL it may run.
import { readServerConfig } from '../server/config';
import { openDatabase } from '../server/db/open';
import { setupLinkPath } from '../server/domain/operators';
import { bootstrapAdmin } from '../server/operations/operators';
import { seedDatabase } from '../server/operations/seed';

/** A refusal the CLI prints as it is (no stack). */
export class BootstrapRefused extends Error {}

export async function bootstrapFirstAdmin(username: string): Promise<string> {
  const config = readServerConfig();
  // A deployment's first step: migrated, with the reference data of an empty database; never the demo world.
  const handle = await openDatabase(config, (db) => seedDatabase(db, { demo: false }));
  try {
    const result = await bootstrapAdmin(handle.db, username.trim().toLowerCase(), new Date());
    if (result.outcome === 'admins-exist') {
      throw new BootstrapRefused(
        'Two admins with API tokens exist already: ask one of them to add an operator (npm run ops -- operator add NAME --role ROLE), which the other approves.',
      );
    }
    if (result.outcome === 'name-taken') throw new BootstrapRefused(`An operator named ${username} exists already.`);
    return [
      `Admin ${username} created.`,
      `One-time setup link (password and authenticator, until ${result.expiresAt.toISOString()}):`,
      `${config.publicUrl}${setupLinkPath(result.setupToken)}`,
      'API token (shown once; set it as OPS_API_TOKEN):',
      result.apiToken,
    ].join('\n');
  } finally {
    await handle.close();
  }
}
