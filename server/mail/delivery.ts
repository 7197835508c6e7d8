import { createTransport } from 'nodemailer';

import type { MailDeliveryKind } from '../db/schema';
import type { OutgoingMail } from '../domain/password-reset-mail';

/** How mail leaves the server: SMTP when SMTP_URL is set, else the server log (the development delivery). */
export interface MailDelivery {
  kind: MailDeliveryKind;
  deliver(mail: OutgoingMail): Promise<void>;
}

export interface SmtpMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** Opens an SMTP connection from a URL and returns its send function (nodemailer; replaceable in tests). */
export type SmtpConnector = (smtpUrl: string) => (message: SmtpMessage) => Promise<unknown>;

const nodemailerSmtp: SmtpConnector = (smtpUrl) => {
  const transport = createTransport(smtpUrl);
  return (message) => transport.sendMail(message);
};

function logDelivery(production: boolean): MailDelivery {
  let warned = false;
  return {
    kind: 'LOG',
    async deliver(mail) {
      if (production && !warned) {
        warned = true;
        console.warn('[mail] SMTP_URL is not set: e-mail is written to the server log instead of being sent.');
      }
      console.info(`[mail] To: ${mail.to}\n[mail] Subject: ${mail.subject}\n${mail.body}`);
    },
  };
}

function smtpDelivery(smtpUrl: string, from: string, connect: SmtpConnector): MailDelivery {
  let send: ReturnType<SmtpConnector> | undefined;
  return {
    kind: 'SMTP',
    async deliver(mail) {
      send ??= connect(smtpUrl);
      await send({ from, to: mail.to, subject: mail.subject, text: mail.body });
    },
  };
}

export function createMailDelivery(
  config: { smtpUrl: string | null; mailFrom: string; production: boolean },
  connect: SmtpConnector = nodemailerSmtp,
): MailDelivery {
  return config.smtpUrl ? smtpDelivery(config.smtpUrl, config.mailFrom, connect) : logDelivery(config.production);
}
