import webPush from 'web-push';

import type { PushMessage } from '../../contract/alerts';
import { ALERT_EVENTS } from '../../contract/enums';
import type { AlertEvent } from '../../contract/enums';
import {
  claimDueAlertDeliveries,
  deletePushSubscription,
  findPushSubscription,
  giveUpAlertDelivery,
  markAlertDelivered,
  retryAlertDelivery,
} from '../db/alerts';
import type { PendingAlertDelivery, PushSubscriptionRow } from '../db/alerts';
import type { Database } from '../db/types';
import { findMailRecipient } from '../db/users';
import { isAllowedPushEndpoint, TEAM_ALERT_PAGE, teamPushMessage } from '../domain/alerts';
import { portalLink } from '../domain/portal-links';
import type { PushConfig } from '../config';
import { describeError } from '../log-safe';
import { vapidSubject } from '../vapid-keys';
import type { VapidKeyring } from '../vapid-keys';
import type { MailDelivery } from './delivery';
import { memberMailer } from './member-mail';

/** Attempts of one delivery before it is given up, and the wait before each retry (doubling). */
export const ALERT_MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 30_000;
/** How long a claimed delivery is left to its sender before another may try it. */
const CLAIM_LEASE_MS = 2 * 60_000;
const BATCH = 50;
/** How long a push service keeps a message for an offline browser. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/** A push service's answer to one message. */
export type PushOutcome = 'sent' | 'gone' | { retry: string };

/**
 * Sends one encrypted push message: web-push signs it (VAPID) and encrypts it (aes128gcm) for the subscription; the
 * request goes out with fetch (web-push's own sender is https only, and the tests' fake push service is http on
 * loopback). 404 and 410 mean the subscription is gone.
 */
export async function sendPushMessage(subscription: Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>, message: PushMessage, vapid: { subject: string; publicKey: string; privateKey: string }): Promise<PushOutcome> {
  const request = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
  );
  let status: number;
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    return { retry: describeError(error) };
  }
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  return { retry: `The push service answered ${status}` };
}

export interface AlertSenderDeps {
  db: Database;
  config: { publicUrl: string; mailFrom: string; push: PushConfig };
  mail: MailDelivery;
  now: () => Date;
  vapidKeys: VapidKeyring;
  /** Replaceable in tests; sendPushMessage by default. */
  sendPush?: typeof sendPushMessage;
}

export interface AlertDeliveryRun {
  sent: number;
  retried: number;
  gaveUp: number;
}

const isAlertEvent = (type: string): type is AlertEvent => (ALERT_EVENTS as readonly string[]).includes(type);

/** One delivery: 'sent', 'gone' (nothing left to deliver to) or a reason to try again. */
async function deliver(deps: AlertSenderDeps, row: PendingAlertDelivery): Promise<PushOutcome> {
  if (!isAlertEvent(row.type)) return 'gone';
  const recipient = await findMailRecipient(deps.db, row.userId);
  if (!recipient) return 'gone';
  if (row.channel === 'EMAIL') {
    await memberMailer(deps)(recipient, 'TEAM_ALERT', {
      event: row.type,
      username: row.params.fromUsername ?? '',
      level: row.params.level ?? '',
      amount: row.params.amount ?? null,
      teamLink: portalLink(deps.config, TEAM_ALERT_PAGE),
    });
    return 'sent';
  }
  const subscription = row.pushSubscriptionId ? await findPushSubscription(deps.db, row.pushSubscriptionId) : null;
  if (!subscription || !isAllowedPushEndpoint(subscription.endpoint, deps.config.push.loopbackEndpoints)) return 'gone';
  const keys = await deps.vapidKeys();
  const outcome = await (deps.sendPush ?? sendPushMessage)(subscription, teamPushMessage(row.type, row.params, recipient.language), {
    subject: vapidSubject(deps.config),
    publicKey: keys.publicKey,
    privateKey: keys.privateKey,
  });
  if (outcome === 'gone') await deletePushSubscription(deps.db, subscription.id);
  return outcome;
}

/**
 * Delivers the alerts that are due (e-mail through the mail outbox, web push to each subscribed browser): a failure
 * is retried with a doubling wait up to ALERT_MAX_ATTEMPTS, an expired subscription (404/410) is removed.
 */
export async function deliverDueAlerts(deps: AlertSenderDeps): Promise<AlertDeliveryRun> {
  const run: AlertDeliveryRun = { sent: 0, retried: 0, gaveUp: 0 };
  const rows = await claimDueAlertDeliveries(deps.db, deps.now(), BATCH, CLAIM_LEASE_MS);
  for (const row of rows) {
    let outcome: PushOutcome;
    try {
      outcome = await deliver(deps, row);
    } catch (error) {
      outcome = { retry: describeError(error) };
    }
    const at = deps.now();
    if (outcome === 'sent') {
      await markAlertDelivered(deps.db, row.id, at);
      run.sent += 1;
    } else if (outcome === 'gone') {
      await giveUpAlertDelivery(deps.db, row.id, at, 'Nothing to deliver to');
      run.gaveUp += 1;
    } else if (row.attempts >= ALERT_MAX_ATTEMPTS) {
      console.error(`[alerts] Delivery ${row.id} (${row.channel}) given up after ${row.attempts} attempts: ${outcome.retry}`);
      await giveUpAlertDelivery(deps.db, row.id, at, outcome.retry);
      run.gaveUp += 1;
    } else {
      await retryAlertDelivery(deps.db, row.id, new Date(at.getTime() + RETRY_BASE_MS * 2 ** (row.attempts - 1)), outcome.retry);
      run.retried += 1;
    }
  }
  return run;
}
