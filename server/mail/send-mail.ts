import { markMailFailed, markMailSent, recordMail } from '../db/outbox';
import type { Database } from '../db/types';
import type { OutgoingMail } from '../domain/mail/message';
import { describeError } from '../log-safe';
import type { MailDelivery } from './delivery';

/**
 * Records the mail in the outbox, then delivers it in the background: the caller answers without
 * waiting for SMTP, so the answer takes as long whether or not a mail went out. Resolves when delivered
 * (or failed, which is logged and kept on the outbox row); callers may ignore it.
 */
export async function sendMail(
  db: Database,
  delivery: MailDelivery,
  mail: OutgoingMail,
  now: () => Date,
): Promise<{ delivered: Promise<void> }> {
  const id = await recordMail(
    db,
    { to: mail.to, subject: mail.subject, body: mail.text, html: mail.html, language: mail.language, kind: mail.kind },
    delivery.kind,
  );
  const delivered = delivery.deliver(mail).then(
    () => markMailSent(db, id, now()),
    async (error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`[mail] Delivery of outbox message ${id} failed: ${reason}`);
      await markMailFailed(db, id, reason);
    },
  );
  return { delivered: delivered.catch((error: unknown) => console.error(`[mail] Outbox update failed: ${describeError(error)}`)) };
}
