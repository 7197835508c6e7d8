import type { AlertChannel, AlertEvent } from './enums';

/** One event's choice per channel. */
export type AlertChannelChoices = Record<AlertChannel, boolean>;

/** The member's alert preferences (GET/PUT auth/alert/preferences), every event with every channel. */
export type AlertPreferences = Record<AlertEvent, AlertChannelChoices>;

/** GET auth/alert/push-key: the server's VAPID public key (the browser's applicationServerKey), base64url. */
export interface PushKey {
  publicKey: string;
}

/** POST auth/alert/push-subscription: the browser's subscription was stored for the member. */
export interface PushSubscriptionResult {
  subscribed: true;
}

/** POST auth/alert/push-subscription/remove: whether the member had this subscription (another member's is not touched). */
export interface PushUnsubscribeResult {
  removed: boolean;
}

/** What a push message carries to the service worker (its notification and the page a click opens). */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the portal. */
  url: string;
  tag: string;
}
