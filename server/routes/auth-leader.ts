import { Hono } from 'hono';

import { leaderLevels } from '../db/network';
import { dayRange } from '../domain/history';
import { DEFAULT_LEADER_DAYS, leaderSummaryQuery, toLeaderSummary } from '../domain/network';
import { ApiError, validationFailed } from '../http/errors';
import { requireMember } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { limitPerMember } from '../http/rate-limit';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import type { AppDeps } from './deps';
import { memberRecordLoader } from './member-context';

/** auth/leader: the team per level over a period, for leaders only. */
export function authLeaderRoutes({ db, config, tokenKeys, now, sessionCheck }: AppDeps) {
  const member = requireMember(tokenKeys, now, sessionCheck);
  // The team tree's count (auth-client-network.ts): the summary reads the whole team.
  const limited = limitPerMember(db, config.rateLimits.teamTreePerMember, 'team-tree', now);
  const signedInMember = memberRecordLoader(db);

  return new Hono<AuthEnv>().get('/summary', member, limited, async (c) => {
    if (!(await signedInMember(c)).isLeader) throw new ApiError(403, 'LEADERS_ONLY');
    const query = validate(leaderSummaryQuery, c.req.query());
    const range = dayRange(query.from, query.to, now(), DEFAULT_LEADER_DAYS);
    if ('errors' in range) throw validationFailed(range.errors);
    const { from, to } = range.range as { from: string; to: string };
    return ok(c, toLeaderSummary(await leaderLevels(db, c.get('memberId'), from, to), from, to));
  });
}
