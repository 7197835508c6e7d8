import { Hono } from 'hono';

import type { CreatedDownline, DownlineMatches, DownlineMemberOrders, DownlinePage, DownlineSearchResult, ReferralLinkPermission } from '../../contract/network';
import { downlineMatchQuery } from '../../contract/requests/network';
import { findInDownline } from '../db/team-search';
import { searchKey } from '../domain/search-key';
import { latestCompletedOrders } from '../db/downline-orders';
import { downlineChildren, downlineChildrenByVolume, pathFromRoot, searchDownline, teamSummary } from '../db/network';
import { findMemberRecord } from '../db/users';
import { DOWNLINE_MEMBER_ORDERS, DOWNLINE_PAGE_LIMIT, TEAM_SEARCH_LIMIT, NETWORK_MESSAGES, downlineQuery, downlineSearchQuery, newDownlineMemberSchema, toDownlineNode } from '../domain/network';
import { isUuid } from '../../contract/ids';
import { notFound, validationFailed } from '../http/errors';
import { nextCursorOf, readCursor } from '../http/cursor';
import { encodeVolumeCursor, readVolumeCursor } from '../http/volume-cursor';
import { requireMember } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { limitAttempts, limitPerMember } from '../http/rate-limit';
import { created, ok } from '../http/respond';
import { readJson, validate } from '../http/validate';
import type { AppDeps } from './deps';
import { memberRecordLoader } from './member-context';
import { emailVerificationSender } from './email-verification';
import { registerMember, takenMemberFields } from '../operations/member-registration';

const memberNotFound = () => notFound('MEMBER_NOT_FOUND');

/** auth/client: the member's referral link right, team, downline tree and members they create for their team. */
export function authClientNetworkRoutes(deps: AppDeps) {
  const { db, config, tokenKeys, now, sessionCheck } = deps;
  const sendVerification = emailVerificationSender(deps);
  const member = requireMember(tokenKeys, now, sessionCheck);
  const signedInMember = memberRecordLoader(db);
  // After `member`: the pages of the member's team share one count (the leader's summary too).
  const limited = limitPerMember(db, config.rateLimits.teamTreePerMember, 'team-tree', now);

  return new Hono<AuthEnv>()
    .get('/has-link-referrer', member, async (c) => ok<ReferralLinkPermission>(c, { canHasRefLink: (await signedInMember(c)).package !== null }))
    .get('/team-summary', member, limited, async (c) => ok(c, await teamSummary(db, c.get('memberId'))))
    .get('/downline', member, limited, async (c) => {
      const memberId = c.get('memberId');
      const query = validate(downlineQuery, c.req.query());
      const parentId = query.parentId ?? memberId;
      const { sort } = query;
      const joinedCursor = sort === 'joined' ? readCursor('downline', query.cursor) : null;
      const volumeCursor = sort === 'joined' ? null : readVolumeCursor(sort, query.cursor);
      if (!isUuid(parentId)) throw memberNotFound();
      const path = await pathFromRoot(db, memberId, parentId.toLowerCase());
      if (!path) throw memberNotFound();
      const limit = query.limit ?? DOWNLINE_PAGE_LIMIT;
      const level = path.length + 1;
      if (sort === 'joined') {
        const { nodes, next } = await downlineChildren(db, parentId.toLowerCase(), { cursor: joinedCursor, limit });
        return ok<DownlinePage>(c, { items: nodes.map((child) => toDownlineNode(child, level)), limit, nextCursor: nextCursorOf('downline', next) });
      }
      const byVolume = await downlineChildrenByVolume(db, parentId.toLowerCase(), { sort, cursor: volumeCursor, limit });
      return ok<DownlinePage>(c, {
        items: byVolume.nodes.map((child) => toDownlineNode(child, level)),
        limit,
        nextCursor: byVolume.next ? encodeVolumeCursor(sort, byVolume.next) : null,
      });
    })
    // A member of the caller's downline only (anyone else, the caller included: 404): its latest completed orders.
    .get('/downline/:memberId/orders', member, limited, async (c) => {
      const asked = c.req.param('memberId');
      if (!isUuid(asked)) throw memberNotFound();
      const path = await pathFromRoot(db, c.get('memberId'), asked.toLowerCase());
      if (!path || path.length === 0) throw memberNotFound();
      return ok<DownlineMemberOrders>(c, { items: await latestCompletedOrders(db, asked.toLowerCase(), DOWNLINE_MEMBER_ORDERS) });
    })
    // The start of a username, full name or given name (any case, with or without accents), in the caller's downline only.
    .get('/downline/matches', member, limited, async (c) => {
      const { q } = validate(downlineMatchQuery, c.req.query());
      const key = searchKey(q);
      if (!key) return ok<DownlineMatches>(c, { items: [], more: false });
      return ok<DownlineMatches>(c, await findInDownline(db, c.get('memberId'), key, TEAM_SEARCH_LIMIT));
    })
    .get('/downline/search', member, limited, async (c) => {
      const { username } = validate(downlineSearchQuery, c.req.query());
      const found = await searchDownline(db, c.get('memberId'), username);
      if (!found) throw memberNotFound();
      const nodes = found.nodes.map((node, index) => toDownlineNode(node, index + 1));
      return ok<DownlineSearchResult>(c, { node: nodes[nodes.length - 1], nodes, path: found.path });
    })
    .post('/create-downline', member, async (c) => {
      const input = validate(newDownlineMemberSchema, await readJson(c));
      const sponsorId = c.get('memberId');
      // Well-formed forms count, as at sign-up: each one can probe which usernames and e-mails exist.
      await limitAttempts(c, db, config.rateLimits.createDownlinePerMember, `create-downline:member:${sponsorId}`, now());
      const taken = await takenMemberFields(db, input);
      if (Object.keys(taken).length > 0) throw validationFailed(taken);

      const record = await findMemberRecord(db, await registerMember(db, { ...input, sponsorId }));
      if (!record?.sponsor) throw new Error('The member just created could not be read');
      console.info(`[auth] Member ${record.username} created by ${record.sponsor.username}`);
      // The new member verifies the address the leader typed, as a member who signs up does.
      await sendVerification(record.id);
      const { id, username, fullName, email, phone, createdAt, sponsor } = record;
      return created<CreatedDownline>(c, { _id: id, username, fullName, email, phone, joinedAt: createdAt.toISOString(), sponsor }, NETWORK_MESSAGES.downlineCreated);
    });
}
