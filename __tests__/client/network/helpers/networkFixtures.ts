import type { DownlineNode, TeamSummary } from '@/contract/network';
import { account, signedInAs } from '../../settings/helpers/settingsFixtures';
import { apiUrl, fail, handle, ok, recordGet, server } from '../../order/helpers/orderPagesFixtures';

export { account, apiUrl, fail, handle, ok, recordGet, server, signedInAs };

function node(overrides: Partial<DownlineNode> & Pick<DownlineNode, '_id' | 'username' | 'fullName'>): DownlineNode {
  return { level: 1, package: null, joinedAt: '2026-01-10T03:00:00.000Z', childCount: 0, teamSize: 0, teamVolume: '0', ownVolume: '0', ...overrides };
}

export const lan = node({
  _id: 'id-lan',
  username: 'lan',
  fullName: 'Trần Thị Lan',
  package: { code: 'GOLD', name: { vi: 'Gói Vàng', en: 'Gold' } },
  childCount: 1,
  teamSize: 2,
  teamVolume: '1500.5',
});
export const tuan = node({ _id: 'id-tuan', username: 'tuan', fullName: 'Lê Văn Tuấn' });
export const minh = node({ _id: 'id-minh', username: 'minh', fullName: 'Phạm Minh', level: 2, childCount: 1, teamSize: 1, teamVolume: '100' });
export const hoa = node({ _id: 'id-hoa', username: 'hoa', fullName: 'Đỗ Hoa', level: 3 });

export const summary: TeamSummary = { directCount: 2, teamSize: 4, teamVolume: '1600.5' };

const children: Record<string, DownlineNode[]> = { root: [lan, tuan], [lan._id]: [minh], [minh._id]: [hoa] };

/** One page of a level, as the server answers it. */
export const page = (items: DownlineNode[], nextCursor: string | null = null) => ({ items, limit: 50, nextCursor });

/** The network of the demo member; answers `parentId` as the server does and records every query. */
export function demoNetwork() {
  server.use(handle.get(apiUrl('auth/client/team-summary'), () => ok(summary)));
  return recordGet('auth/client/downline', ({ parentId }) => page(children[parentId ?? 'root'] ?? []));
}

/** `parentId`s asked for, in order (level 1 is asked without one). */
export const parentIds = (queries: Record<string, string>[]) => queries.map((query) => query.parentId).filter(Boolean);
