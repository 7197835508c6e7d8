import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import OrderPage from '@/pages/order/index';
import OrderTempPage from '@/pages/order/temp';
import OrderWarehousePage from '@/pages/order/warehouse';
import UpgradePage from '@/pages/upgrade';
import { account, signedInAs } from '../settings/helpers/settingsFixtures';
import { renderHistory, vi, viWith } from '../history/helpers/renderHistory';
import { apiUrl, contract, handle, ok, onePage, order, packages, pointOrder, recordGet, server, summary, unit, wallets } from './helpers/orderPagesFixtures';

/** axe's rules that jsdom can judge (no layout: colour contrast is left to the e2e run). */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const qrCode = () => screen.findByRole('img', { name: vi('VietQR code of the transfer') });

afterEach(() => jest.restoreAllMocks());

describe('order pages: accessibility (axe in jsdom)', () => {
  beforeEach(() => {
    // axe measures icon ligatures on a canvas, which jsdom does not draw.
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    signedInAs({ ...account, package: { _id: 'p-silver', code: 'SILVER', name: { vi: 'Gói Bạc', en: 'Silver' }, bonusLevels: 2 } });
    server.use(handle.get(apiUrl('auth/client/wallets'), () => ok(wallets)));
  });

  it('/order with an order open in its dialog', async () => {
    recordGet('auth/order/list', () => ({ items: [order(), pointOrder], limit: 10, nextCursor: null }));
    const { user } = renderHistory(OrderPage, { path: '/order' });
    const table = await screen.findByRole('table', { name: vi('Orders') });
    expect(await violations()).toEqual([]);
    await user.click(within(table).getByRole('button', { name: `${vi('Details')} FHABCD2345` }));
    await screen.findByRole('dialog');
    await qrCode();
    expect(await violations()).toEqual([]);
  }, 30_000);

  it('/order/temp', async () => {
    recordGet('auth/order/temp', () => onePage([order()]));
    renderHistory(OrderTempPage, { path: '/order/temp' });
    await screen.findByRole('region', { name: viWith('Order %code%', { code: 'FHABCD2345' }) });
    await qrCode();
    expect(await violations()).toEqual([]);
  });

  it('/order/warehouse', async () => {
    recordGet('auth/mining/summary', () => summary());
    recordGet('auth/warehouse/list', () => onePage([unit(), unit({ _id: 'u0', status: 'MINING' })]));
    recordGet('auth/mining/contracts', () => onePage([contract()]));
    renderHistory(OrderWarehousePage, { path: '/order/warehouse' });
    await screen.findByRole('table', { name: vi('Mining contracts') });
    await screen.findByRole('table', { name: vi('Units') });
    expect(await violations()).toEqual([]);
  });

  it('/upgrade with a package chosen', async () => {
    recordGet('auth/product/list', () => packages);
    const { user } = renderHistory(UpgradePage, { path: '/upgrade' });
    const gold = await screen.findByTestId('package-GOLD');
    await user.click(within(gold).getByRole('button'));
    await screen.findByRole('form');
    expect(await violations()).toEqual([]);
  });
});
