import type { BonusList } from '@/contract/bonus';
import type { LeaderSummary } from '@/contract/leader';
import type { MiningSummary } from '@/contract/mining';
import type { TeamSummary } from '@/contract/network';
import type { Notification } from '@/contract/notifications';
import type { Order } from '@/contract/orders';
import { handle, order, pointOrder, summary, wallets } from '../order/helpers/orderPagesFixtures';
import { apiUrl, fail, ok } from '../../setup/handlers';
import { server } from '../../setup/server';
import { notificationsApi, sampleNotifications } from '../notifications/helpers/notificationsApi';

export const team: TeamSummary = { directCount: 2, teamSize: 4, teamVolume: '1234.5' };

export const bonus: BonusList = {
  items: [],
  limit: 20,
  nextCursor: null,
  from: '2026-10-24',
  to: '2026-11-22',
  totals: { all: '87.25', byType: { DIRECT: '80', LEVEL_2: '7.25' } },
  perDay: [
    { date: '2026-11-21', amount: '7.25' },
    { date: '2026-11-22', amount: '80' },
  ],
};

export const leader: LeaderSummary = {
  from: '2026-10-24',
  to: '2026-11-22',
  levels: [
    { level: 1, members: 2, newMembers: 1, volume: '600' },
    { level: 2, members: 1, newMembers: 0, volume: '500' },
  ],
  totals: { members: 3, newMembers: 1, volume: '1100' },
};

export interface DashboardAnswers {
  team?: TeamSummary;
  bonus?: BonusList;
  mining?: MiningSummary;
  orders?: Order[];
  notifications?: Notification[];
  leader?: LeaderSummary;
  canHasRefLink?: boolean;
}

/** Every call of the dashboard answered; `requests` lists the paths and queries asked. */
export function dashboardApi(answers: DashboardAnswers = {}) {
  const requests: string[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    requests.push(`${url.pathname.replace(/^.*\/auth\//, 'auth/')}${url.search}`);
  };
  const notifications = notificationsApi(answers.notifications ?? sampleNotifications);
  const orders = answers.orders ?? [order(), pointOrder];
  server.use(
    ...notifications.handlers,
    handle.get(apiUrl('auth/client/wallets'), () => ok(wallets)),
    handle.get(apiUrl('auth/client/team-summary'), ({ request }) => (record(request), ok(answers.team ?? team))),
    handle.get(apiUrl('auth/transaction/bonus'), ({ request }) => (record(request), ok(answers.bonus ?? bonus))),
    handle.get(apiUrl('auth/mining/summary'), () => ok(answers.mining ?? summary())),
    handle.get(apiUrl('auth/order/list'), ({ request }) => (record(request), ok({ items: orders, limit: 5, nextCursor: null }))),
    handle.get(apiUrl('auth/client/has-link-referrer'), () => ok({ canHasRefLink: answers.canHasRefLink ?? false })),
    handle.get(apiUrl('auth/leader/summary'), ({ request }) => {
      record(request);
      return answers.leader ? ok(answers.leader) : fail(403, 'LEADERS_ONLY');
    }),
  );
  return { requests, notifications };
}
