import { http as handle } from 'msw';
import type { MiningContract, MiningSummary } from '@/contract/mining';
import type { Order } from '@/contract/orders';
import type { Product } from '@/contract/products';
import type { Wallet } from '@/contract/wallets';
import type { WarehouseUnit } from '@/contract/warehouse';
import { server } from '../../../setup/server';
import { apiUrl, fail, ok } from '../../../setup/handlers';

export { apiUrl, fail, handle, ok, server };

export const bankPayment = {
  bankCode: 'VCB',
  bankName: 'Vietcombank',
  bin: '970436',
  accountNumber: '0123456789',
  accountName: 'CONG TY FILHUB',
  amountVnd: 2500000,
  content: 'FHABCD2345',
  qrPayload: '00020101021238570010A000000727',
};

export function order(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    code: 'FHABCD2345',
    method: 'BANK',
    symbol: null,
    status: 'PENDING_PAYMENT',
    total: '100',
    pointTotal: '400',
    paidAmount: null,
    items: [
      {
        productId: 'p-gold',
        code: 'GOLD',
        kind: 'PACKAGE',
        name: { vi: 'Gói Vàng', en: 'Gold' },
        quantity: 1,
        unitPrice: '100',
        unitPointPrice: '400',
        power: '0',
      },
    ],
    payment: bankPayment,
    expiresAt: '2026-03-05T05:06:00.000Z',
    completedAt: null,
    cancelledAt: null,
    refundedAt: null,
    createdAt: '2026-03-04T05:06:00.000Z',
    timeline: [{ step: 'CREATED', at: overrides.createdAt ?? '2026-03-04T05:06:00.000Z' }],
    ...overrides,
  };
}

export const pointOrder = order({
  _id: 'o2',
  code: 'FHPQRS6789',
  method: 'POINT',
  symbol: 'EV',
  status: 'COMPLETED',
  total: '20',
  pointTotal: '80',
  paidAmount: '80',
  items: [
    {
      productId: 'p-miner',
      code: 'MINER',
      kind: 'MINING',
      name: { vi: 'Máy đào 10T', en: 'Miner 10T' },
      quantity: 2,
      unitPrice: '10',
      unitPointPrice: '40',
      power: '10',
    },
  ],
  payment: null,
  expiresAt: null,
  completedAt: '2026-03-03T02:00:00.000Z',
  createdAt: '2026-03-03T02:00:00.000Z',
  timeline: [
    { step: 'CREATED', at: '2026-03-03T02:00:00.000Z' },
    { step: 'PAID', at: '2026-03-03T02:00:00.000Z' },
    { step: 'COMPLETED', at: '2026-03-03T02:00:00.000Z' },
  ],
});

/** Records each query of `path` and answers with `answer(query)`. */
export function recordGet<T>(path: string, answer: (query: Record<string, string>) => T) {
  const queries: Record<string, string>[] = [];
  server.use(
    handle.get(apiUrl(path), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      return ok(answer(query));
    }),
  );
  return queries;
}

/** One page of a list paged by key (KeyPage): the last one unless a `nextCursor` is given. */
export function onePage<T>(items: T[], nextCursor: string | null = null, limit = 10) {
  return { items, limit, nextCursor };
}

/** Records the ids a POST `auth/<group>/:id/<action>` received and answers with `answer(id)`. */
export function recordAction(path: string, answer: (id: string) => Response) {
  const ids: string[] = [];
  server.use(
    handle.post(apiUrl(path), ({ params }) => {
      const id = String(params.id);
      ids.push(id);
      return answer(id);
    }),
  );
  return ids;
}

export function unit(overrides: Partial<WarehouseUnit> = {}): WarehouseUnit {
  return {
    _id: 'u1',
    status: 'IN_STOCK',
    product: { _id: 'p-miner', code: 'MINER', name: { vi: 'Máy đào 10T', en: 'Miner 10T' }, power: '10', dailyReward: '1.5', contractDays: 540 },
    orderCode: 'FHPQRS6789',
    createdAt: '2026-03-03T02:00:00.000Z',
    activatedAt: null,
    contract: null,
    ...overrides,
  };
}

export function contract(overrides: Partial<MiningContract> = {}): MiningContract {
  return {
    _id: 'c1',
    unitId: 'u0',
    product: { code: 'MINER', name: { vi: 'Máy đào 10T', en: 'Miner 10T' } },
    power: '10',
    dailyReward: '1.5',
    startDate: '2026-01-01',
    endDate: '2027-06-25',
    active: true,
    rewardsTotal: '90',
    lastRewardDay: '2026-03-01',
    ...overrides,
  };
}

export function summary(overrides: Partial<MiningSummary> = {}): MiningSummary {
  return {
    power: '10',
    activeContracts: 1,
    rewardsToday: '1.5',
    rewardsTotal: '90',
    from: '2026-02-03',
    to: '2026-03-04',
    perDay: [
      { date: '2026-03-03', amount: '1.5' },
      { date: '2026-03-04', amount: '1.5' },
    ],
    ...overrides,
  };
}

function pkg(code: string, vi: string, en: string, price: string, pointPrice: string, bonusLevels: number): Product {
  return {
    _id: `p-${code.toLowerCase()}`,
    code,
    kind: 'PACKAGE',
    name: { vi, en },
    description: { vi: `Mô tả ${vi}`, en: `About ${en}` },
    price,
    pointPrice,
    power: '0',
    bonusLevels,
    dailyReward: '0',
    contractDays: 0,
    image: null,
  };
}

/** Starter 100 USDT / 400 EV, Silver 500 / 2000, Gold 1500 / 6000 (sent out of order). */
export const packages: Product[] = [
  pkg('GOLD', 'Gói Vàng', 'Gold', '1500', '6000', 3),
  pkg('STARTER', 'Gói Khởi đầu', 'Starter', '100', '400', 1),
  pkg('SILVER', 'Gói Bạc', 'Silver', '500', '2000', 2),
];

export const wallets: Wallet[] = [
  { symbol: 'USDT', balance: '5000', isCurrency: true },
  { symbol: 'EV', balance: '5000', isCurrency: false },
  { symbol: 'EC', balance: '0', isCurrency: false },
];
