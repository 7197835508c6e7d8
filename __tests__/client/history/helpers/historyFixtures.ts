import { http as handle } from 'msw';
import type { BonusList } from '@/contract/bonus';
import type { LedgerListEntry } from '@/contract/ledger';
import { server } from '../../../setup/server';
import { apiUrl, ok } from '../../../setup/handlers';

export { apiUrl, handle, ok, server };

export function entry(overrides: Partial<LedgerListEntry> = {}): LedgerListEntry {
  return {
    _id: 't1',
    symbol: 'USDT',
    type: 'DEPOSIT',
    amount: '1250.5',
    balanceAfter: '1250.5',
    reference: null,
    status: 'COMPLETED',
    createdAt: '2026-03-04T05:06:00.000Z',
    counterpart: null,
    ...overrides,
  };
}

/** Whether the member may see the history (display-income). */
export function incomeAllowed(allowed: boolean) {
  server.use(handle.get(apiUrl('auth/client/display-income'), () => ok({ allowed })));
}

/**
 * Answers auth/transaction/list with `answer(query)` and records each request's query as a plain
 * object (what the page asked for).
 */
export function recordList(answer: (query: Record<string, string>) => { items: LedgerListEntry[]; nextCursor?: string | null; limit?: number }) {
  const queries: Record<string, string>[] = [];
  server.use(
    handle.get(apiUrl('auth/transaction/list'), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const { items, nextCursor, limit } = answer(query);
      return ok({ items, limit: limit ?? Number(query.limit ?? 20), nextCursor: nextCursor ?? null });
    }),
  );
  return queries;
}

/**
 * Three pages by key: the first (no cursor) answers nextCursor 'c2', 'c2' answers 'c3', 'c3' is the last;
 * each page's one entry is named after it (p1, p2, p3).
 */
export const CURSOR_PAGES: Record<string, { page: number; nextCursor: string | null }> = {
  '': { page: 1, nextCursor: 'c2' },
  c2: { page: 2, nextCursor: 'c3' },
  c3: { page: 3, nextCursor: null },
};
export const cursorPageOf = (query: Record<string, string>) => CURSOR_PAGES[query.cursor ?? ''];

export const bonusAnswer: BonusList = {
  items: [
    {
      _id: 'b1',
      type: 'DIRECT',
      amount: '12.5',
      fromUsername: 'alice',
      orderCode: 'ORD-1001',
      createdAt: '2026-03-04T05:06:00.000Z',
      level: 1,
      rate: '0.1',
      base: '125',
      sponsorPackage: { code: 'GOLD', name: { vi: 'Gói Vàng', en: 'Gold package' }, bonusLevels: 3 },
    },
    { _id: 'b2', type: 'LEVEL_2', amount: '3', fromUsername: 'bob', orderCode: null, createdAt: '2026-03-03T01:00:00.000Z', level: 2, rate: '0.05', base: '60', sponsorPackage: null },
  ],
  limit: 20,
  nextCursor: null,
  from: '2026-03-03',
  to: '2026-03-04',
  totals: { all: '1515.5', byType: { DIRECT: '1512.5', LEVEL_2: '3' } },
  perDay: [
    { date: '2026-03-03', amount: '3' },
    { date: '2026-03-04', amount: '1512.5' },
  ],
};

export function recordBonus(answer: (query: Record<string, string>) => BonusList = () => bonusAnswer) {
  const queries: Record<string, string>[] = [];
  server.use(
    handle.get(apiUrl('auth/transaction/bonus'), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      return ok(answer(query));
    }),
  );
  return queries;
}
