import PageFrame from '@/components/ui/PageFrame';
import { keptServerHtml, useCodeReady } from '@/components/ui/keptServerHtml';
import { useRehydrated } from '@/hooks/auth/useRehydrated';
import { useMemberProducts } from '@/hooks/order/useMemberProducts';
import { useTranslation } from '@/hooks/useTranslation';
import { Subtle } from './cartStyles';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** The checkout (the amounts with bignumber.js, the order's transfer details) in a chunk of its own. */
const BankPaymentContent = keptServerHtml(() => import('./BankPaymentContent'), typeof window === 'undefined' ? require('./BankPaymentContent') : undefined);
/* eslint-enable @typescript-eslint/no-require-imports */

/** /place-order/bank-payment: the summary and "Create order"; then the transfer details of the new order. */
export default function BankPaymentView() {
  const { t } = useTranslation();
  const ready = useRehydrated();
  // The cart comes back from local storage after the first paint: the code that shows it is fetched meanwhile.
  const codeReady = useCodeReady(BankPaymentContent);
  useMemberProducts();

  return (
    <PageFrame title="Bank Transfer" intro="Pay an order by bank transfer to the company account.">
      {ready && codeReady ? <BankPaymentContent /> : <Subtle role="status">{t('Loading…')}</Subtle>}
    </PageFrame>
  );
}
