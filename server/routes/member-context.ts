import type { Context } from 'hono';

import { findMemberRecord } from '../db/users';
import type { Database } from '../db/types';
import type { MemberRecord } from '../domain/member-profile';
import { unauthorized } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';

/** The record of the member behind the access bearer (401 when the account no longer exists). */
export function memberRecordLoader(db: Database) {
  return async (c: Context<AuthEnv>): Promise<MemberRecord> => {
    const record = await findMemberRecord(db, c.get('memberId'));
    if (!record) throw unauthorized(c);
    return record;
  };
}
