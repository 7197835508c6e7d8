// The demo world's credentials, printed in the README: a production server refuses to start while an account still
// signs in with one of them (operations/demo-accounts.ts), unless SEED_DEMO=true asks for the demo world.
import { SCALE_USERNAME_PREFIX } from '../scale-tree';
import { DEMO_PASSWORD, DEMO_SECURE_PASSWORD, seedMembers } from './members';
import { DEMO_OPERATOR_PASSWORD, seedOperators } from './operators';

/** Every published password: an operator is checked against each (operators are few). */
export const PUBLISHED_PASSWORDS: readonly string[] = [DEMO_OPERATOR_PASSWORD, DEMO_PASSWORD, DEMO_SECURE_PASSWORD];

/** The sign-in password of the demo members and of the seed:scale tree (one scrypt check per member checked). */
export const PUBLISHED_MEMBER_PASSWORD = DEMO_PASSWORD;

/** The operators' and members' published authenticator secrets. */
export const PUBLISHED_TOTP_SECRETS: readonly string[] = [
  ...seedOperators.map((operator) => operator.totpSecret),
  ...seedMembers.flatMap((member) => (member.totpSecret ? [member.totpSecret] : [])),
];

/** The demo operators' known API tokens (DEMO_OPERATOR_TOKENS=true). */
export const PUBLISHED_API_TOKENS: readonly string[] = seedOperators.map((operator) => operator.apiToken);

/** The demo members, and the first member of the seed:scale tree (the rest share its hash). */
export const DEMO_MEMBER_USERNAMES: readonly string[] = [...seedMembers.map((member) => member.username), `${SCALE_USERNAME_PREFIX}1`];
