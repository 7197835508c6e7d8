import { Hono } from 'hono';
import type { Context } from 'hono';

import { findMemberRecord } from '../db/users';
import { listMemberWallets } from '../db/wallets';
import { canDisplayIncome, toMemberProfile } from '../domain/member-profile';
import { toWalletEntry } from '../domain/wallets';
import { requireMember, unauthorized } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { ok } from '../http/respond';
import type { AppDeps } from './deps';

/** auth/client: the signed-in member's own data. */
export function authClientMemberRoutes({ db, tokenKeys, now }: AppDeps) {
  const member = requireMember(tokenKeys, now);
  const signedInMember = async (c: Context<AuthEnv>) => {
    const record = await findMemberRecord(db, c.get('memberId'));
    if (!record) throw unauthorized(c);
    return record;
  };

  return new Hono<AuthEnv>()
    .get('/profile', member, async (c) => ok(c, toMemberProfile(await signedInMember(c))))
    .get('/display-income', member, async (c) =>
      ok(c, { allowed: canDisplayIncome(await signedInMember(c), c.req.query('username')) }),
    )
    .get('/wallets', member, async (c) => ok(c, (await listMemberWallets(db, c.get('memberId'))).map(toWalletEntry)));
}
