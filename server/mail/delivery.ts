import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { createTransport } from 'nodemailer';

import type { MailDeliveryKind } from '../db/schema';
import type { OutgoingMail } from '../domain/mail/message';

/** How mail leaves the server: SMTP when SMTP_URL is set, else the server log (the development delivery). */
export interface MailDelivery {
  kind: MailDeliveryKind;
  deliver(mail: OutgoingMail): Promise<void>;
}

/** What nodemailer sends: both parts (mail clients show the HTML one, others the text). */
export interface SmtpMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Opens an SMTP connection from a URL and returns its send function (nodemailer; replaceable in tests). */
export type SmtpConnector = (smtpUrl: string) => (message: SmtpMessage) => Promise<unknown>;

const nodemailerSmtp: SmtpConnector = (smtpUrl) => {
  const transport = createTransport(smtpUrl);
  return (message) => transport.sendMail(message);
};

/** Files of one mail in MAIL_DIR: `<time>-<n>-<kind>-<to>.txt` and `.html`, in the order they were sent. */
function mailFiles(mailDir: string) {
  let count = 0;
  return async (mail: OutgoingMail) => {
    count += 1;
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const base = path.join(mailDir, `${stamp}-${String(count).padStart(4, '0')}-${mail.kind}-${mail.to.replace(/[^\w@.-]/g, '_')}`);
    await mkdir(mailDir, { recursive: true });
    await writeFile(`${base}.txt`, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`);
    await writeFile(`${base}.html`, mail.html);
  };
}

function logDelivery(production: boolean, mailDir: string | null): MailDelivery {
  let warned = false;
  const writeFiles = mailDir ? mailFiles(mailDir) : null;
  return {
    kind: 'LOG',
    async deliver(mail) {
      if (production && !warned) {
        warned = true;
        console.warn('[mail] SMTP_URL is not set: e-mail is written to the server log instead of being sent.');
      }
      console.info(`[mail] To: ${mail.to}\n[mail] Subject: ${mail.subject}\n${mail.text}`);
      await writeFiles?.(mail);
    },
  };
}

function smtpDelivery(smtpUrl: string, from: string, connect: SmtpConnector): MailDelivery {
  let send: ReturnType<SmtpConnector> | undefined;
  return {
    kind: 'SMTP',
    async deliver(mail) {
      send ??= connect(smtpUrl);
      await send({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}

export function createMailDelivery(
  config: { smtpUrl: string | null; mailFrom: string; production: boolean; mailDir?: string | null },
  connect: SmtpConnector = nodemailerSmtp,
): MailDelivery {
  return config.smtpUrl ? smtpDelivery(config.smtpUrl, config.mailFrom, connect) : logDelivery(config.production, config.mailDir ?? null);
}
