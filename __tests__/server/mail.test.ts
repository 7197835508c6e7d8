import { eq } from 'drizzle-orm';

import { outbox } from '@/server/db/schema';
import type { OutgoingMail } from '@/server/domain/mail/message';
import { createMailDelivery } from '@/server/mail/delivery';
import type { SmtpMessage } from '@/server/mail/delivery';
import { sendMail } from '@/server/mail/send-mail';

import { postJson } from './helpers/auth';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

const SMTP_URL = 'smtp://mailer:secret@smtp.example:587';
const MAIL: OutgoingMail = {
  to: 'demo@example.com',
  kind: 'PASSWORD_RESET',
  language: 'vi-VN',
  subject: 'Hello',
  text: 'A body with https://portal.test/x',
  html: '<p>A body with <a href="https://portal.test/x">a link</a></p>',
};

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

function fakeSmtp(outcome: 'accept' | 'refuse') {
  const sent: SmtpMessage[] = [];
  const connections: string[] = [];
  const connect = (url: string) => {
    connections.push(url);
    return async (message: SmtpMessage) => {
      if (outcome === 'refuse') throw new Error('550 mailbox unavailable');
      sent.push(message);
    };
  };
  return { sent, connections, connect };
}

const outboxRow = async (id: number) => (await server.db.select().from(outbox).where(eq(outbox.id, id)))[0];
const lastOutboxId = async () => (await server.db.select({ id: outbox.id }).from(outbox)).at(-1)!.id;

describe('mail delivery', () => {
  it('sends both parts through SMTP when SMTP_URL is set, from MAIL_FROM, and marks the outbox row sent', async () => {
    const smtp = fakeSmtp('accept');
    const config = { smtpUrl: SMTP_URL, mailFrom: 'FilHub <no-reply@filhub.test>', production: true };
    const delivery = createMailDelivery(config, smtp.connect);
    const { delivered } = await sendMail(server.db, delivery, MAIL, () => new Date());
    await delivered;
    expect(smtp.connections).toEqual([SMTP_URL]);
    expect(smtp.sent).toEqual([{ from: 'FilHub <no-reply@filhub.test>', to: MAIL.to, subject: 'Hello', text: MAIL.text, html: MAIL.html }]);
    const row = await outboxRow(await lastOutboxId());
    expect(row).toMatchObject({
      to: MAIL.to,
      subject: MAIL.subject,
      body: MAIL.text,
      html: MAIL.html,
      language: 'vi-VN',
      kind: 'PASSWORD_RESET',
      delivery: 'SMTP',
      error: null,
      sentAt: expect.any(Date),
    });
  });

  it('keeps a failed delivery on the outbox row and logs it without the body', async () => {
    const smtp = fakeSmtp('refuse');
    const delivery = createMailDelivery({ smtpUrl: SMTP_URL, mailFrom: 'x@y.z', production: true }, smtp.connect);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { delivered } = await sendMail(server.db, delivery, MAIL, () => new Date());
      await delivered;
      const row = await outboxRow(await lastOutboxId());
      expect(row).toMatchObject({ delivery: 'SMTP', sentAt: null, error: '550 mailbox unavailable' });
      expect(log.mock.calls.flat().join(' ')).not.toContain('https://portal.test/x');
    } finally {
      log.mockRestore();
    }
  });

  it('answers forgot the same when SMTP fails (no oracle), the failure stays in the outbox', async () => {
    const smtp = fakeSmtp('refuse');
    const mail = createMailDelivery({ smtpUrl: SMTP_URL, mailFrom: 'x@y.z', production: false }, smtp.connect);
    const variant = server.variant({}, { mail });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const known = await variant.api('/api/public/client/forgot', postJson({ email: 'demo@example.com' }));
      const unknown = await variant.api('/api/public/client/forgot', postJson({ email: 'nobody@example.com' }));
      expect(known.status).toBe(200);
      expect(await known.json()).toEqual(await unknown.json());
      // Delivery runs after the answer: wait for the outbox row to show it.
      const id = await lastOutboxId();
      for (let tries = 0; tries < 100 && !(await outboxRow(id)).error; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await outboxRow(id)).toMatchObject({ to: 'demo@example.com', error: '550 mailbox unavailable' });
    } finally {
      log.mockRestore();
    }
  });

  it('writes mail to the log without SMTP_URL, warning once in production', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const delivery = createMailDelivery({ smtpUrl: null, mailFrom: 'x@y.z', production: true });
      expect(delivery.kind).toBe('LOG');
      await delivery.deliver(MAIL);
      await delivery.deliver(MAIL);
      expect(info).toHaveBeenCalledWith(expect.stringContaining(MAIL.text));
      expect(info).not.toHaveBeenCalledWith(expect.stringContaining('<p>'));
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      info.mockRestore();
      warn.mockRestore();
    }
  });
});
