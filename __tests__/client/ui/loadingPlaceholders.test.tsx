import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import ProductGrid from '@/components/order/ProductGrid';
import WalletBalances from '@/components/wallet/WalletBalances';
import vietnamese from '@/locales/vi-VN.json';
import { makeStore } from '@/state/makeStore';
import { apiUrl, ok } from '../../setup/handlers';
import { server } from '../../setup/server';
import { languageReady, Providers } from './renderWithProviders';

// Lighthouse counts a block of content that pushes what is below it as layout shift (CLS): while
// their data loads, these blocks hold the shape they get afterwards.

const vi = (key: keyof typeof vietnamese): string => vietnamese[key];

/** An API answer held back until `release()`, to look at the loading state. */
function heldAnswer(path: string, data: unknown) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(apiUrl(path), async () => {
      await released;
      return ok(data);
    }),
  );
  return { release };
}

function renderWithData(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ReduxProvider store={makeStore()}>
      <QueryClientProvider client={queryClient}>
        <Providers>{ui}</Providers>
      </QueryClientProvider>
    </ReduxProvider>,
  );
}

describe('space held while data loads', () => {
  it('shows a tile per token while the balances load, then the balances in the same tiles', async () => {
    const wallets = heldAnswer('auth/client/wallets', [
      { symbol: 'USDT', balance: '1000', isCurrency: true },
      { symbol: 'EV', balance: '500', isCurrency: false },
      { symbol: 'EC', balance: '40', isCurrency: false },
    ]);
    renderWithData(<WalletBalances />);
    await languageReady();

    const loading = screen.getByRole('list', { name: vi('Balances') });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getAllByRole('listitem').map((tile) => tile.textContent)).toEqual(['USDT' + vi('Loading…'), 'EV' + vi('Loading…'), 'EC' + vi('Loading…')]);
    expect(screen.queryByTestId('balance-USDT')).not.toBeInTheDocument();

    wallets.release();
    expect(await screen.findByTestId('balance-USDT')).toHaveTextContent('$1.000,00');
    const loaded = screen.getByRole('list', { name: vi('Balances') });
    expect(loaded).not.toHaveAttribute('aria-busy');
    expect(within(loaded).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows a card-sized stand-in while the catalogue loads, then the product cards', async () => {
    const products = heldAnswer('public/product/list', [
      {
        _id: 'p-starter',
        code: 'STARTER',
        kind: 'PACKAGE',
        name: { vi: 'Gói Khởi đầu', en: 'Starter' },
        description: { vi: 'Gói cơ bản', en: 'The basic package' },
        price: '100',
        pointPrice: '1000',
        power: '0',
        bonusLevels: 1,
        dailyReward: '0',
        contractDays: 0,
        image: null,
      },
    ]);
    renderWithData(<ProductGrid kind="PACKAGE" />);
    await languageReady();

    const loading = screen.getByRole('list');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getByRole('listitem')).toHaveTextContent(vi('Loading…'));

    products.release();
    expect(await screen.findByTestId('product-STARTER')).toHaveTextContent('Gói Khởi đầu');
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-busy');
  });
});
