import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import initHeadManager from 'next/dist/client/head-manager';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import type { Order, OrderLine } from '@/contract/orders';
import type { Product } from '@/contract/products';
import type { MemberProfile } from '@/contract/profile';
import type { Wallet } from '@/contract/wallets';
import PageShell from '@/components/app/PageShell';
import { addToCart } from '@/state/cart/slice';
import { makeStore, type AppStore } from '@/state/makeStore';
import { createFakeRouter } from '../../auth/helpers/fakeRouter';
import { renderWithAuth } from '../../auth/helpers/renderWithAuth';
import { account, apiUrl, fail, handle, HttpResponse, ok, server, signedInAs } from '../../settings/helpers/settingsFixtures';
import { vi, viWith } from '../../settings/helpers/renderSettings';
import '../../shell/helpers/renderShell';

export { account, apiUrl, fail, handle, HttpResponse, ok, server, vi, viWith };

const product = (overrides: Partial<Product> & Pick<Product, '_id' | 'code' | 'kind' | 'price' | 'pointPrice'>): Product => ({
  name: { vi: overrides.code, en: overrides.code },
  description: { vi: `Mô tả ${overrides.code}`, en: `About ${overrides.code}` },
  power: '0',
  bonusLevels: 0,
  dailyReward: '0',
  contractDays: 0,
  image: null,
  ...overrides,
});

export const starter = product({ _id: 'p-starter', code: 'STARTER', kind: 'PACKAGE', price: '100', pointPrice: '400', bonusLevels: 1 });
export const silver = product({ _id: 'p-silver', code: 'SILVER', kind: 'PACKAGE', price: '500', pointPrice: '2000', bonusLevels: 2 });
export const miner = product({ _id: 'p-m1', code: 'M1', kind: 'MINING', price: '50', pointPrice: '200', power: '1.5', dailyReward: '0.05', contractDays: 540 });
export const catalogue = [starter, silver, miner];

export const wallets: Wallet[] = [
  { symbol: 'USDT', balance: '1000', isCurrency: true },
  { symbol: 'EV', balance: '5000', isCurrency: false },
];

export const bankPayment = {
  bankCode: 'VCB',
  bankName: 'Vietcombank',
  bin: '970436',
  accountNumber: '0011001234567',
  accountName: 'CONG TY FILHUB',
  amountVnd: 2500000,
  content: 'FHABCD2345',
  qrPayload: '00020101021238570010A00000072701270006970436011300110012345670208QRIBFTTA5303704540725000005802VN62140810FHABCD23456304ABCD',
};

/** The order the server answers for `items`, BANK (pending, with the payment) or POINT (completed). */
export function orderFor(body: { items: OrderLine[]; method: 'BANK' | 'POINT'; symbol?: 'EV' | 'USDT' }, code = 'FHABCD2345'): Order {
  const items = body.items.map(({ productId, quantity }) => {
    const { code: productCode, kind, name, price, pointPrice, power } = catalogue.find((candidate) => candidate._id === productId) ?? miner;
    return { productId, code: productCode, kind, name, quantity, unitPrice: price, unitPointPrice: pointPrice, power };
  });
  const bank = body.method === 'BANK';
  return {
    _id: `o-${code}`,
    code,
    method: body.method,
    symbol: body.symbol ?? null,
    status: bank ? 'PENDING_PAYMENT' : 'COMPLETED',
    total: '100',
    pointTotal: '400',
    paidAmount: bank ? null : '400',
    items,
    payment: bank ? { ...bankPayment, content: code } : null,
    expiresAt: bank ? '2026-03-05T05:06:00.000Z' : null,
    completedAt: bank ? null : '2026-03-04T05:06:00.000Z',
    cancelledAt: null,
    refundedAt: null,
    createdAt: '2026-03-04T05:06:00.000Z',
    timeline: bank
      ? [{ step: 'CREATED', at: '2026-03-04T05:06:00.000Z' }]
      : ['CREATED' as const, 'PAID' as const, 'COMPLETED' as const].map((step) => ({ step, at: '2026-03-04T05:06:00.000Z' })),
  };
}

export interface SentOrder {
  key: string | null;
  body: Record<string, unknown>;
}

/** Records every order request (its Idempotency-Key and body) and answers with `answer`. */
export function recordOrders(answer: (sent: SentOrder, index: number) => Response | Promise<Response>) {
  const sent: SentOrder[] = [];
  server.use(
    handle.post(apiUrl('auth/order/create'), async ({ request }) => {
      const entry = { key: request.headers.get('Idempotency-Key'), body: (await request.json()) as Record<string, unknown> };
      sent.push(entry);
      return answer(entry, sent.length - 1);
    }),
  );
  return sent;
}

/** Answers like the server: the order of the body, 201. */
export const answerOrder = ({ body }: SentOrder) =>
  HttpResponse.json({ statusCode: 201, message: 'Created', data: orderFor(body as Parameters<typeof orderFor>[0]) }, { status: 201 });

/** Counts the wallet requests; answers `current`. */
export function answerWallets(current: Wallet[] = wallets) {
  const state = { calls: 0 };
  server.use(
    handle.get(apiUrl('auth/client/wallets'), () => {
      state.calls += 1;
      return ok(current);
    }),
  );
  return state;
}

interface PageOptions {
  path: string;
  profile?: Partial<MemberProfile>;
  cart?: { product: Product; quantity: number }[];
  products?: Product[];
  /** The wallets the API answers (default `wallets`). */
  wallets?: Wallet[];
}

/**
 * `View` as the member page `path`, inside the shell and the app's providers, with a store whose
 * cart holds `cart`. Resolves once the Vietnamese heading `heading` is in.
 */
export async function renderOrderPage(View: ComponentType, heading: Parameters<typeof vi>[0], { path, profile = {}, cart = [], products = catalogue, wallets: memberWallets = wallets }: PageOptions) {
  signedInAs({ ...account, ...profile });
  server.use(handle.get(apiUrl('auth/product/list'), () => ok(products)));
  const walletCalls = answerWallets(memberWallets);
  const store: AppStore = makeStore();
  cart.forEach((line) => store.dispatch(addToCart(line)));
  const Page = () => <View />;
  const router = createFakeRouter({ pathname: path });
  const view = renderWithAuth(
    <HeadManagerContext.Provider value={initHeadManager()}>
      <PageShell Component={Page} pageProps={{}} />
    </HeadManagerContext.Provider>,
    { router, store },
  );
  await screen.findByRole('heading', { level: 1, name: vi(heading) });
  return { ...view, user: userEvent.setup(), walletCalls };
}
