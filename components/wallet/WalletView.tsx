import PageFrame from '@/components/ui/PageFrame';
import { keptServerHtml } from '@/components/ui/keptServerHtml';
import { useTokenPrices } from '@/hooks/useTokenPrices';
import WalletBalances from './WalletBalances';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** The forms are rendered on the server; the browser keeps that HTML until their chunk is there. */
const WalletForms = keptServerHtml(
  () => import('./WalletForms'),
  typeof window === 'undefined' ? require('./WalletForms') : undefined,
);
/* eslint-enable @typescript-eslint/no-require-imports */

/** Balances (refreshed every minute and after each operation), then swap, transfer and withdraw. */
export default function WalletView() {
  useTokenPrices();
  return (
    <PageFrame title="Wallet" intro="Your reward points and their balances.">
      <WalletBalances />
      <WalletForms />
    </PageFrame>
  );
}
