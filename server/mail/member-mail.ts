import { listSettings } from '../db/settings';
import type { Database } from '../db/types';
import type { MailRecipient } from '../domain/mail/message';
import { mailBrandOf } from '../domain/mail/brand';
import { composeMail } from '../domain/mail/catalogue';
import type { ComposeOptions, MailKind, MailParams } from '../domain/mail/catalogue';
import type { MailDelivery } from './delivery';
import { sendMail } from './send-mail';

export type SendMemberMail = <K extends MailKind>(
  recipient: MailRecipient,
  kind: K,
  params: MailParams<K>,
  options?: ComposeOptions,
) => Promise<{ delivered: Promise<void> }>;

/**
 * Sends a mail of the catalogue to a member: composed in their language with their anti-phishing code, the site name,
 * logo and hotline of the WEB settings, then recorded in the outbox and delivered in the background (sendMail).
 */
export function memberMailer(deps: {
  db: Database;
  config: { publicUrl: string };
  mail: MailDelivery;
  now: () => Date;
}): SendMemberMail {
  const { db, config, mail, now } = deps;
  return async (recipient, kind, params, options) => {
    const brand = mailBrandOf(await listSettings(db, 'WEB'), config);
    return sendMail(db, mail, composeMail(kind, params, recipient, brand, options), now);
  };
}
