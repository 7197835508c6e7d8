import { eq, sql } from 'drizzle-orm';

import { pageViews, users } from './schema';
import type { Database } from './types';

export type PageViewRow = Pick<typeof pageViews.$inferInsert, 'path' | 'referrer' | 'language' | 'screen'>;

/** Stores the view; the member id only when that member exists (a token may outlive its member's row). */
export async function recordPageView(db: Database, view: PageViewRow, memberId: string | null): Promise<void> {
  const knownMember = memberId ? sql`(${db.select({ id: users.id }).from(users).where(eq(users.id, memberId))})` : null;
  await db.insert(pageViews).values({ ...view, memberId: knownMember });
}
