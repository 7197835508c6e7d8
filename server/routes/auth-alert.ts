import { Hono } from 'hono';

import type { AlertPreferences, PushKey, PushSubscriptionResult, PushUnsubscribeResult } from '../../contract/alerts';
import { alertPreferencesSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '../../contract/requests/alerts';
import { alertPreferenceRowsOf, removePushSubscription, saveAlertPreferences, savePushSubscription } from '../db/alerts';
import { alertPreferenceRows, alertPreferencesOf, isAllowedPushEndpoint } from '../domain/alerts';
import { validationFailed } from '../http/errors';
import { requireMember } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { ok } from '../http/respond';
import { readJson, validate } from '../http/validate';
import type { AppDeps } from './deps';

/**
 * auth/alert: the member's team alerts: preferences per event and channel, and the push subscriptions of their
 * browsers (the VAPID public key to subscribe with; only the public one is ever answered).
 */
export function authAlertRoutes({ db, tokenKeys, now, sessionCheck, vapidKeys, config }: AppDeps) {
  const member = requireMember(tokenKeys, now, sessionCheck);
  const preferencesOf = async (userId: string): Promise<AlertPreferences> => alertPreferencesOf(await alertPreferenceRowsOf(db, [userId]));

  return new Hono<AuthEnv>()
    .get('/preferences', member, async (c) => ok<AlertPreferences>(c, await preferencesOf(c.get('memberId'))))
    .put('/preferences', member, async (c) => {
      const preferences = validate(alertPreferencesSchema, await readJson(c));
      await saveAlertPreferences(db, c.get('memberId'), alertPreferenceRows(preferences));
      return ok<AlertPreferences>(c, await preferencesOf(c.get('memberId')), 'Alert preferences saved');
    })
    .get('/push-key', member, async (c) => ok<PushKey>(c, { publicKey: (await vapidKeys()).publicKey }))
    .post('/push-subscription', member, async (c) => {
      const { endpoint, keys } = validate(pushSubscriptionSchema, await readJson(c));
      if (!isAllowedPushEndpoint(endpoint, config.push.loopbackEndpoints)) throw validationFailed({ endpoint: 'PUSH_ENDPOINT_NOT_ALLOWED' });
      await savePushSubscription(db, c.get('memberId'), { endpoint, p256dh: keys.p256dh, auth: keys.auth }, now());
      return ok<PushSubscriptionResult>(c, { subscribed: true }, 'Push subscription saved');
    })
    .post('/push-subscription/remove', member, async (c) => {
      const { endpoint } = validate(pushUnsubscribeSchema, await readJson(c));
      return ok<PushUnsubscribeResult>(c, { removed: await removePushSubscription(db, c.get('memberId'), endpoint) });
    });
}
