import type { ServerConfig } from './config';
import type { Database } from './db/types';
import { describeError } from './log-safe';
import { deliverDueAlerts } from './mail/alert-delivery';
import { createMailDelivery } from './mail/delivery';
import type { VapidKeyring } from './vapid-keys';

/** How often the running server looks for team alerts to deliver (e-mail, web push). */
const ALERT_INTERVAL_MS = 3_000;

export interface AlertTimer {
  stop(): void;
}

/**
 * The delivery of team alerts in the background: every few seconds, what is due in alert_deliveries (written by
 * the events' transactions). Claims are leased, so other instances running the same job never send one twice at
 * once; the timer never keeps the process alive, and a failure is logged and tried again on the next tick.
 */
export function startAlertTimer(db: Database, config: ServerConfig, vapidKeys: VapidKeyring): AlertTimer {
  const mail = createMailDelivery(config);
  let running = false;
  const tick = setInterval(() => {
    if (running) return;
    running = true;
    deliverDueAlerts({ db, config, mail, now: () => new Date(), vapidKeys })
      .catch((error: unknown) => console.error(`[alerts] Delivery failed: ${describeError(error)}`))
      .finally(() => {
        running = false;
      });
  }, ALERT_INTERVAL_MS);
  tick.unref();
  return { stop: () => clearInterval(tick) };
}
