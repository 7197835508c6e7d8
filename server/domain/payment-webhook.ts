import { createHmac, timingSafeEqual } from 'node:crypto';

import { z } from 'zod';

import type { BankPaymentOutcome } from '../../contract/enums';

export const INVALID_SIGNATURE = 'INVALID_SIGNATURE';
/** The largest notification body read (bytes). */
export const MAX_WEBHOOK_BODY_BYTES = 16 * 1024;

/** `X-Signature: sha256=<hex>`: the HMAC-SHA256 of the raw body with the shared secret, compared in constant time. */
export function isValidSignature(rawBody: string, header: string | undefined, secret: string): boolean {
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec(header?.trim() ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  return timingSafeEqual(Buffer.from(match[1], 'hex'), expected);
}

export const signBody = (rawBody: string, secret: string) => `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;

export const bankNotificationSchema = z.object({
  reference: z.string({ error: 'REFERENCE_NOT_TEXT' }).trim().min(1, 'REFERENCE_REQUIRED').max(100, 'REFERENCE_TOO_LONG'),
  content: z.string({ error: 'CONTENT_NOT_TEXT' }).max(500, 'CONTENT_TOO_LONG'),
  amount: z
    .number({ error: 'VND_AMOUNT_RULE' })
    .int('VND_AMOUNT_RULE')
    .positive('VND_AMOUNT_RULE')
    .max(Number.MAX_SAFE_INTEGER, 'VND_AMOUNT_RULE'),
});
export type BankNotification = z.output<typeof bankNotificationSchema>;

/** What a notification does to the order it names (null: no order of that code). */
export function paymentOutcome(
  order: { status: string; amountVnd: number | null } | null,
  amountVnd: number,
): BankPaymentOutcome {
  if (!order) return 'UNMATCHED';
  if (order.status !== 'PENDING_PAYMENT' || order.amountVnd === null) return 'NOT_PENDING';
  if (amountVnd < order.amountVnd) return 'AMOUNT_TOO_LOW';
  return 'CONFIRMED';
}
