import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import { listBanks } from '../db/banks';
import { recordBankPayment } from '../operations/bank-payments';
import { bankNotificationSchema, INVALID_SIGNATURE, isValidSignature, MAX_WEBHOOK_BODY_BYTES } from '../domain/payment-webhook';
import { bodyTooLarge } from '../http/body-limit';
import { ApiError, notFound } from '../http/errors';
import { ok } from '../http/respond';
import { parseJsonBody, validate } from '../http/validate';
import type { AppDeps } from './deps';

/** public/payment: the banks list, and the bank's signed payment notifications (no API key; off without a secret). */
export function publicPaymentRoutes({ db, config, now }: AppDeps) {
  const secret = config.paymentWebhookSecret;
  return new Hono().get('/banks', async (c) => ok(c, await listBanks(db))).post(
    '/webhook',
    async (c, next) => {
      if (!secret) throw notFound();
      await next();
    },
    bodyLimit({ maxSize: MAX_WEBHOOK_BODY_BYTES, onError: bodyTooLarge }),
    async (c) => {
      const rawBody = await c.req.text();
      if (!secret || !isValidSignature(rawBody, c.req.header('x-signature'), secret)) throw new ApiError(401, INVALID_SIGNATURE);
      const notification = validate(bankNotificationSchema, parseJsonBody(rawBody));
      const result = await recordBankPayment(db, notification, now());
      if (!result.replay) {
        console.info(`[payment] Notification ${notification.reference}: ${result.outcome}${result.orderCode ? ` (order ${result.orderCode})` : ''}`);
      }
      return ok(c, result, result.replay ? 'Notification already received' : 'Notification received');
    },
  );
}
