import type { AlertPreferences, PushKey, PushSubscriptionResult, PushUnsubscribeResult } from '@/contract/alerts';
import type { AlertPreferencesValues, PushSubscriptionValues } from '@/contract/requests/alerts';
import { http } from './http';

/** The member's team alert choices per event and channel. */
export async function getAlertPreferences(): Promise<AlertPreferences> {
  const { data } = await http.get<AlertPreferences>('auth/alert/preferences');
  return data;
}

export async function saveAlertPreferences(values: AlertPreferencesValues): Promise<AlertPreferences> {
  const { data } = await http.put<AlertPreferences>('auth/alert/preferences', values);
  return data;
}

/** The server's VAPID public key, the browser's applicationServerKey. */
export async function getPushKey(): Promise<string> {
  const { data } = await http.get<PushKey>('auth/alert/push-key');
  return data.publicKey;
}

export async function savePushSubscription(subscription: PushSubscriptionValues): Promise<PushSubscriptionResult> {
  const { data } = await http.post<PushSubscriptionResult>('auth/alert/push-subscription', subscription);
  return data;
}

export async function removePushSubscription(endpoint: string): Promise<PushUnsubscribeResult> {
  const { data } = await http.post<PushUnsubscribeResult>('auth/alert/push-subscription/remove', { endpoint });
  return data;
}
