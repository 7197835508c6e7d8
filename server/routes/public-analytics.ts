import { Hono } from 'hono';

import { recordPageView } from '../db/page-views';
import { pageViewSchema } from '../../contract/requests/analytics';
import { optionalMemberId } from '../http/member-auth';
import { limitAttempts } from '../http/rate-limit';
import { noContent } from '../http/respond';
import { readJson, validate } from '../http/validate';
import type { AppDeps } from './deps';

/**
 * public/analytics: page views of the portal. No IP or user agent is stored (the client IP only keys the
 * pageViewsPerIp counter); the member id only when a valid access token comes along.
 */
export function publicAnalyticsRoutes({ db, config, tokenKeys, now, clientIp }: AppDeps) {
  return new Hono().post('/page-view', async (c) => {
    const view = validate(pageViewSchema, await readJson(c));
    await limitAttempts(c, db, config.rateLimits.pageViewsPerIp, `page-view:ip:${clientIp(c) ?? 'unknown'}`, now());
    await recordPageView(db, view, await optionalMemberId(c, tokenKeys, now));
    return noContent(c);
  });
}
