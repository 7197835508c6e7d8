import { eq } from 'drizzle-orm';

import { outbox } from './schema';
import type { MailDeliveryKind } from './schema';
import type { Database } from './types';

export type OutgoingMailRow = Pick<typeof outbox.$inferInsert, 'to' | 'subject' | 'body' | 'html' | 'language' | 'kind'>;

export async function recordMail(db: Database, mail: OutgoingMailRow, delivery: MailDeliveryKind): Promise<number> {
  const [row] = await db.insert(outbox).values({ ...mail, delivery }).returning({ id: outbox.id });
  return row.id;
}

export async function markMailSent(db: Database, id: number, sentAt: Date): Promise<void> {
  await db.update(outbox).set({ sentAt, error: null }).where(eq(outbox.id, id));
}

export async function markMailFailed(db: Database, id: number, error: string): Promise<void> {
  await db.update(outbox).set({ error: error.slice(0, 500) }).where(eq(outbox.id, id));
}
