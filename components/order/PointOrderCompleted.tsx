import { Fragment, useId } from 'react';
import type { Order } from '@/contract/orders';
import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import { useLocalizedText } from '@/hooks/useProducts';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { Section } from './cartStyles';
import { DetailList } from './styles';

/** A POINT order, completed at once: what was paid and where the mining units went. */
export default function PointOrderCompleted({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const localized = useLocalizedText();
  const headingId = useId();
  const hasMining = order.items.some((item) => item.kind === 'MINING');
  const paid = order.paidAmount ?? (order.symbol === 'EV' ? order.pointTotal : order.total);

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Order %code% completed', { code: order.code })}</h2>
      <DetailList>
        <dt>{t('Order code')}</dt>
        <dd>{order.code}</dd>
        <dt>{t('Paid')}</dt>
        <dd>{format.amount(paid, order.symbol ?? undefined)}</dd>
        {order.items.map((item) => (
          <Fragment key={item.productId}>
            <dt>{localized(item.name)}</dt>
            <dd>× {item.quantity}</dd>
          </Fragment>
        ))}
      </DetailList>
      {hasMining && <p>{t('Your mining units are in Order Warehouse: activate them there to start mining.')}</p>}
      <p>
        <TextLink href={ROUTES.orderWarehouse}>{t('Open Order Warehouse')}</TextLink>
      </p>
      <p>
        <TextLink href={ROUTES.order}>{t('See all orders')}</TextLink>
      </p>
    </Section>
  );
}

