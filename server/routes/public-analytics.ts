import { Hono } from 'hono';

import { recordPageView } from '../db/page-views';
import { pageViewSchema } from '../domain/page-views';
import { optionalMemberId } from '../http/member-auth';
import { noContent } from '../http/respond';
import { readJson, validate } from '../http/validate';
import type { AppDeps } from './deps';

/**
 * public/analytics: page views of the portal. No IP or user agent is stored; the member id only when a
 * valid access token comes along.
 */
export function publicAnalyticsRoutes({ db, tokenKeys, now }: AppDeps) {
  return new Hono().post('/page-view', async (c) => {
    const view = validate(pageViewSchema, await readJson(c));
    await recordPageView(db, view, await optionalMemberId(c, tokenKeys, now));
    return noContent(c);
  });
}
