import { useId, useState } from 'react';
import toast from '@/hooks/ui/toast';
import type { Order } from '@/contract/orders';
import Button from '@/components/ui/Button';
import ErrorNote from '@/components/ui/ErrorNote';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useTranslation } from '@/hooks/useTranslation';
import { Section } from './cartStyles';
import type { OrderSecrets } from '@/hooks/order/useCreateOrder';

interface BankCheckoutProps {
  placeOrder(secrets?: OrderSecrets): Promise<Order | null>;
  isPending: boolean;
}

/** "Create order" for a bank transfer: the amount in VND and the transfer details come back with the order. */
export default function BankCheckout({ placeOrder, isPending }: BankCheckoutProps) {
  const { t } = useTranslation();
  const { errorMessage, fieldError } = useServerErrors();
  const [problem, setProblem] = useState<string>();
  const headingId = useId();

  const create = async () => {
    setProblem(undefined);
    try {
      const order = await placeOrder();
      if (order) toast.success(t('Order %code% created', { code: order.code }));
    } catch (error) {
      const message = fieldError(error, 'items') ?? errorMessage(error);
      setProblem(message);
      toast.error(message);
    }
  };

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Pay by bank transfer')}</h2>
      <p>{t('Create the order, then transfer the amount in VND shown with it within 24 hours. The order completes when the transfer arrives.')}</p>
      {problem && <ErrorNote role="alert">{problem}</ErrorNote>}
      <Button onClick={() => void create()} disabled={isPending}>
        {isPending ? t('Please wait…') : t('Create order')}
      </Button>
    </Section>
  );
}
