import { Hono } from 'hono';

import type { DisplayIncome } from '../../contract/profile';
import { listMemberWallets } from '../db/wallets';
import { canDisplayIncome } from '../domain/member-profile';
import { toWalletEntry } from '../domain/wallets';
import { requireMember } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { ok } from '../http/respond';
import type { AppDeps } from './deps';
import { memberRecordLoader } from './member-context';

/** auth/client: what the member layout reads (the profile is in auth-client-profile). */
export function authClientMemberRoutes({ db, tokenKeys, now, sessionCheck }: AppDeps) {
  const member = requireMember(tokenKeys, now, sessionCheck);
  const signedInMember = memberRecordLoader(db);

  return new Hono<AuthEnv>()
    .get('/display-income', member, async (c) =>
      ok<DisplayIncome>(c, { allowed: canDisplayIncome(await signedInMember(c), c.req.query('username')) }),
    )
    .get('/wallets', member, async (c) => ok(c, (await listMemberWallets(db, c.get('memberId'))).map(toWalletEntry)));
}
