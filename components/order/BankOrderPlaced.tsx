import { useId } from 'react';
import type { Order } from '@/contract/orders';
import { useTranslation } from '@/hooks/useTranslation';
import { Section } from './cartStyles';
import PaymentDetails from './PaymentDetails';

/** A BANK order just created: where and how to transfer. */
export default function BankOrderPlaced({ order }: { order: Order }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Order %code% created', { code: order.code })}</h2>
      <p>{t('Transfer the amount below to pay it. Scan the QR code with your banking app or enter the details by hand.')}</p>
      {order.payment ? <PaymentDetails payment={order.payment} expiresAt={order.expiresAt} /> : <p>{t('The payment details are in Order Temp.')}</p>}
    </Section>
  );
}
