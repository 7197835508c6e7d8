import { ALERT_CHANNELS, ALERT_EVENTS } from '../../contract/enums';
import type { AlertChannel, AlertDeliveryChannel, AlertEvent, Locale } from '../../contract/enums';
import type { AlertPreferences, PushMessage } from '../../contract/alerts';
import type { NotificationParams } from '../../contract/notifications';
import { numberFormat } from '../../config/format';
import { BONUS_RATES } from '../../config/orders';
import type { NotificationDraft } from './notifications';

/**
 * How far up the sponsor chain a team event is told: the levels that earn bonus. A leader of 100,000 members hears
 * of the members within three levels of them, and one event writes at most three alerts (times the channels).
 */
export const TEAM_ALERT_DEPTH = BONUS_RATES.length;

/**
 * What a member gets before choosing: both events in the portal and by push (push only reaches a browser the member
 * subscribed), a new member also by e-mail; purchases are too frequent in a big team for e-mail by default.
 */
export const DEFAULT_ALERT_PREFERENCES: AlertPreferences = {
  TEAM_MEMBER_JOINED: { PORTAL: true, EMAIL: true, PUSH: true },
  TEAM_PURCHASE: { PORTAL: true, EMAIL: false, PUSH: true },
};

export interface AlertPreferenceRow {
  event: AlertEvent;
  channel: AlertChannel;
  enabled: boolean;
}

/** The member's stored choices over the defaults (unknown rows are ignored). */
export function alertPreferencesOf(rows: readonly AlertPreferenceRow[]): AlertPreferences {
  const preferences = Object.fromEntries(ALERT_EVENTS.map((event) => [event, { ...DEFAULT_ALERT_PREFERENCES[event] }])) as AlertPreferences;
  for (const row of rows) {
    if (ALERT_EVENTS.includes(row.event) && ALERT_CHANNELS.includes(row.channel)) preferences[row.event][row.channel] = row.enabled;
  }
  return preferences;
}

/** Every (event, channel) choice as rows, to store. */
export function alertPreferenceRows(preferences: AlertPreferences): AlertPreferenceRow[] {
  return ALERT_EVENTS.flatMap((event) => ALERT_CHANNELS.map((channel) => ({ event, channel, enabled: preferences[event][channel] })));
}

/** A member up the chain, with the level the other member has in their team (1 = direct), and their choices. */
export interface AlertRecipient {
  userId: string;
  level: number;
  preferences: AlertPreferences;
}

export interface AlertDeliveryDraft {
  userId: string;
  channel: AlertDeliveryChannel;
  type: AlertEvent;
  params: NotificationParams;
}

export interface TeamAlertPlan {
  notifications: NotificationDraft[];
  deliveries: AlertDeliveryDraft[];
}

/** What one team event writes: a notification per recipient who wants it in the portal, a delivery per other channel. */
export function planTeamAlerts(event: AlertEvent, recipients: readonly AlertRecipient[], params: NotificationParams): TeamAlertPlan {
  const plan: TeamAlertPlan = { notifications: [], deliveries: [] };
  for (const recipient of recipients.slice(0, TEAM_ALERT_DEPTH)) {
    const choices = recipient.preferences[event];
    const withLevel = { ...params, level: String(recipient.level) };
    if (choices.PORTAL) plan.notifications.push({ userId: recipient.userId, type: event, params: withLevel });
    if (choices.EMAIL) plan.deliveries.push({ userId: recipient.userId, channel: 'EMAIL', type: event, params: withLevel });
    if (choices.PUSH) plan.deliveries.push({ userId: recipient.userId, channel: 'PUSH', type: event, params: withLevel });
  }
  return plan;
}

const PUSH_TEXTS: Record<Locale, Record<AlertEvent, { title: string; body: (p: NotificationParams, amount: string) => string }>> = {
  'vi-VN': {
    TEAM_MEMBER_JOINED: { title: 'Thành viên mới trong đội nhóm', body: (p) => `${p.fromUsername ?? ''} vừa tham gia đội nhóm của bạn (tầng ${p.level ?? ''}).` },
    TEAM_PURCHASE: { title: 'Đội nhóm vừa mua hàng', body: (p, amount) => `${p.fromUsername ?? ''} (tầng ${p.level ?? ''}) vừa hoàn tất đơn hàng ${amount}.` },
  },
  'en-US': {
    TEAM_MEMBER_JOINED: { title: 'New member in your team', body: (p) => `${p.fromUsername ?? ''} joined your team (level ${p.level ?? ''}).` },
    TEAM_PURCHASE: { title: 'A purchase in your team', body: (p, amount) => `${p.fromUsername ?? ''} (level ${p.level ?? ''}) completed an order of ${amount}.` },
  },
};

/** The page a team alert opens: Member Connect, where the team is. */
export const TEAM_ALERT_PAGE = '/member-connect';

/** The push message of a team alert, in the member's language. */
export function teamPushMessage(event: AlertEvent, params: NotificationParams, language: Locale): PushMessage {
  const texts = PUSH_TEXTS[language][event];
  const amount = params.amount ? numberFormat(language).amount(params.amount, params.symbol) : '';
  return { title: texts.title, body: texts.body(params, amount), url: TEAM_ALERT_PAGE, tag: `${event}-${params.fromUsername ?? ''}` };
}

/** Push services browsers subscribe with (https only); another endpoint would make the server post wherever a member says. */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

/** Whether the server may send to this endpoint: https on a known push service, or (tests only) http on loopback. */
export function isAllowedPushEndpoint(endpoint: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowLoopback && url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost')) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}
