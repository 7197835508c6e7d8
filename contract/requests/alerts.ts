import * as z from 'zod/mini';

const choice = z.boolean({ error: 'ALERT_CHOICE_INVALID' });
const channels = z.object({ PORTAL: choice, EMAIL: choice, PUSH: choice });

/** PUT auth/alert/preferences: every event with every channel on or off. */
export const alertPreferencesSchema = z.object({
  TEAM_MEMBER_JOINED: channels,
  TEAM_PURCHASE: channels,
});
export type AlertPreferencesValues = z.input<typeof alertPreferencesSchema>;

const endpoint = z.string({ error: 'PUSH_ENDPOINT_INVALID' }).check(z.minLength(1, 'PUSH_ENDPOINT_INVALID'), z.maxLength(2000, 'PUSH_ENDPOINT_INVALID'));
const key = z.string({ error: 'PUSH_KEYS_INVALID' }).check(z.regex(/^[A-Za-z0-9_-]{16,200}={0,2}$/, 'PUSH_KEYS_INVALID'));

/** POST auth/alert/push-subscription: the browser's PushSubscription as toJSON() gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint,
  keys: z.object({ p256dh: key, auth: key }, { error: 'PUSH_KEYS_INVALID' }),
});
export type PushSubscriptionValues = z.input<typeof pushSubscriptionSchema>;

/** POST auth/alert/push-subscription/remove: the endpoint of the browser's subscription. */
export const pushUnsubscribeSchema = z.object({ endpoint });
