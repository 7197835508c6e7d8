import PageFrame from '@/components/ui/PageFrame';
import { keptServerHtml, useCodeReady } from '@/components/ui/keptServerHtml';
import { useRehydrated } from '@/hooks/auth/useRehydrated';
import { useMemberProducts } from '@/hooks/order/useMemberProducts';
import { useTranslation } from '@/hooks/useTranslation';
import { Subtle } from './cartStyles';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** The checkout (the amounts with bignumber.js, the form) in a chunk of its own. */
const PointPaymentContent = keptServerHtml(() => import('./PointPaymentContent'), typeof window === 'undefined' ? require('./PointPaymentContent') : undefined);
/* eslint-enable @typescript-eslint/no-require-imports */

/** /place-order/point-payment: the summary and the payment from a wallet; then the completed order. */
export default function PointPaymentView() {
  const { t } = useTranslation();
  const ready = useRehydrated();
  // The cart comes back from local storage after the first paint: the code that shows it is fetched meanwhile.
  const codeReady = useCodeReady(PointPaymentContent);
  useMemberProducts();

  return (
    <PageFrame title="EB/EV Points" intro="Pay an order with the points of your wallet.">
      {ready && codeReady ? <PointPaymentContent /> : <Subtle role="status">{t('Loading…')}</Subtle>}
    </PageFrame>
  );
}
