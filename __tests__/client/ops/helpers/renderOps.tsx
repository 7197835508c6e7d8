import { screen, within } from '@testing-library/react';
import { http as handle } from 'msw';
import type { ComponentType } from 'react';
import { portalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import type { OperatorRole } from '@/contract/enums';
import type { OpsMemberDetail } from '@/contract/ops-members';
import { apiUrl, fail, ok } from '../../../setup/handlers';
import { server } from '../../../setup/server';
import { renderShell, vi } from '../../shell/helpers/renderShell';

export { apiUrl, fail, handle, ok, server, vi };

/** A console view inside the console's shell at `path`; resolves once its Vietnamese heading is in. */
export async function renderOps(View: ComponentType, path: string, heading: Parameters<typeof vi>[0], role: OperatorRole = 'ADMIN') {
  server.use(handle.get(apiUrl('ops/session'), () => ok({ username: role.toLowerCase(), role, idleMinutes: 30 })));
  const Page = portalPage(OpsShell, () => <View />);
  const view = renderShell(Page, { path });
  await screen.findByRole('heading', { level: 1, name: vi(heading) });
  return view;
}

/** Texts with %placeholders% filled, in Vietnamese. */
export function viWith(key: Parameters<typeof vi>[0], values: Record<string, string>): string {
  return Object.entries(values).reduce((text, [name, value]) => text.replace(`%${name}%`, value), vi(key));
}

/** The desktop table of a ResponsiveTable (its phone list repeats the rows). */
export const tableNamed = (caption: string) => screen.getByRole('table', { name: caption });
export const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

const AT = '2026-03-04T05:06:00.000Z';

export const memberDetail = (overrides: Partial<OpsMemberDetail> = {}): OpsMemberDetail => ({
  profile: {
    username: 'demo',
    fullName: 'Nguyễn Văn Demo',
    email: 'demo@example.com',
    phone: '0912000000',
    referralCode: 'DEMO0001',
    language: 'vi-VN',
    dateOfBirth: null,
    address: null,
    packageName: { vi: 'Gói Vàng', en: 'Gold' },
    isLeader: true,
    createdAt: AT,
  },
  kycStatus: 'APPROVED',
  security: { is2FAEnabled: true, lockedAt: null, lockReason: null, moneyOutBlockedAt: null, moneyOutHeldUntil: null },
  balances: [
    { symbol: 'EC', balance: '3.5' },
    { symbol: 'EV', balance: '1200' },
    { symbol: 'USDT', balance: '250.25' },
  ],
  team: { directCount: 2, teamSize: 5, teamVolume: '3000', ownVolume: '500' },
  sponsors: [
    { username: 'leader', fullName: 'Trần Leader', level: 1 },
    { username: 'root', fullName: 'Root', level: 2 },
  ],
  sponsorDepth: 2,
  sessions: [{ id: 's1', device: 'Chrome on Linux', ip: '203.0.113.7', signedInAt: AT, lastActiveAt: AT }],
  ...overrides,
});

/** The calls the member page makes besides its detail: an empty ledger and orders, no adjustment in 24 h. */
export function memberPageServer(detail: () => OpsMemberDetail) {
  server.use(
    handle.get(apiUrl('ops/members/:username'), () => ok(detail())),
    handle.get(apiUrl('ops/members/:username/ledger'), () => ok({ items: [], limit: 20, nextCursor: null })),
    handle.get(apiUrl('ops/members/:username/orders'), () => ok({ items: [], limit: 10, nextCursor: null })),
    handle.get(apiUrl('ops/adjustments/limits/:username'), () =>
      ok({ approvalAboveUsdt: '1000', totalAboveUsdt: '5000', windowHours: 24, requestedForMember: '0', requestedForAll: '0', usdtPrices: { USDT: '1', EV: '0.1', EC: '2.5' } }),
    ),
  );
}

export { fail as failWith };
