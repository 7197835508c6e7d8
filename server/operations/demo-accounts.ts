// A production server without SEED_DEMO=true refuses to start while an account signs in with a credential the
// README publishes (the demo world's passwords, authenticator secrets and operator API tokens).
import { memberSecrets, operatorSecrets, operatorsWithTokens, sharedPasswordHashes } from '../db/demo-accounts';
import type { AccountSecrets } from '../db/demo-accounts';
import {
  DEMO_MEMBER_USERNAMES,
  PUBLISHED_API_TOKENS,
  PUBLISHED_MEMBER_PASSWORD,
  PUBLISHED_PASSWORDS,
  PUBLISHED_TOTP_SECRETS,
} from '../db/seed-data/published';
import type { Database } from '../db/types';
import { hashOpaqueToken } from '../domain/opaque-tokens';
import { verifyPassword } from '../domain/password';

export interface DemoAccounts {
  operators: string[];
  members: string[];
}

/** At most this many shared password hashes are checked (the seed:scale tree makes one). */
const SHARED_HASHES_CHECKED = 20;

async function holdsPublished(account: AccountSecrets, passwords: readonly string[]): Promise<boolean> {
  if (account.totpSecret && PUBLISHED_TOTP_SECRETS.includes(account.totpSecret)) return true;
  const hash = account.passwordHash;
  if (!hash) return false;
  const matches = await Promise.all(passwords.map((password) => verifyPassword(password, hash)));
  return matches.some(Boolean);
}

async function published(accounts: readonly AccountSecrets[], passwords: readonly string[]): Promise<string[]> {
  const found = await Promise.all(accounts.map(async (account) => ((await holdsPublished(account, passwords)) ? account.username : null)));
  return found.filter((username): username is string => username !== null);
}

/**
 * The accounts that sign in with a published credential: every operator (password against each published password,
 * authenticator secret, live demo API token); members named as in the demo world or holding a published
 * authenticator secret, and each password hash several members share (the seed:scale tree), against the demo
 * members' password. Other members are not checked: a scrypt check each would take minutes on a large database.
 */
export async function findDemoAccounts(db: Database): Promise<DemoAccounts> {
  const [operatorRows, tokenHolders, memberRows, shared] = await Promise.all([
    operatorSecrets(db),
    operatorsWithTokens(db, PUBLISHED_API_TOKENS.map(hashOpaqueToken)),
    memberSecrets(db, DEMO_MEMBER_USERNAMES, PUBLISHED_TOTP_SECRETS),
    sharedPasswordHashes(db, SHARED_HASHES_CHECKED),
  ]);
  const [operators, members, sharing] = await Promise.all([
    published(operatorRows, PUBLISHED_PASSWORDS),
    published(memberRows, [PUBLISHED_MEMBER_PASSWORD]),
    published(shared.map((row) => ({ ...row, totpSecret: null })), [PUBLISHED_MEMBER_PASSWORD]),
  ]);
  return {
    operators: [...new Set([...operators, ...tokenHolders])].sort(),
    members: [...new Set([...members, ...sharing])].sort(),
  };
}

const listed = (names: readonly string[]) => (names.length > 8 ? `${names.slice(0, 8).join(', ')} and ${names.length - 8} more` : names.join(', '));

/** The start refused: its message names the accounts and what to do. */
export class DemoAccountsRefused extends Error {
  constructor(readonly accounts: DemoAccounts) {
    const who = [
      accounts.operators.length > 0 ? `operators ${listed(accounts.operators)}` : null,
      accounts.members.length > 0 ? `members ${listed(accounts.members)}${accounts.members.some((name) => /^s\d+$/.test(name)) ? ' (with the seed:scale tree)' : ''}` : null,
    ]
      .filter(Boolean)
      .join('; ');
    super(
      `Refusing to start in production: this database holds demo accounts whose password or authenticator secret is ` +
        `published in the README (${who}); anyone could sign in as them. Start production on an empty database (a new ` +
        'DATA_DIR, or an empty PostgreSQL database in DATABASE_URL), then create the first admin with ' +
        '`npm run ops -- operator bootstrap NAME`. To run the demo world on purpose, set SEED_DEMO=true.',
    );
    this.name = 'DemoAccountsRefused';
  }
}

/** Throws DemoAccountsRefused when an account signs in with a published credential. */
export async function refuseDemoAccounts(db: Database): Promise<void> {
  const accounts = await findDemoAccounts(db);
  if (accounts.operators.length > 0 || accounts.members.length > 0) throw new DemoAccountsRefused(accounts);
}
