import styled from 'styled-components';
import type { OrderStep, OrderStepKind } from '@/contract/orders';
import type { TranslationKey } from '@/config/translate';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';

const STEP_LABELS: Record<OrderStepKind, TranslationKey> = {
  CREATED: 'Order created',
  PAID: 'Paid from your wallet',
  CONFIRMED: 'Bank transfer confirmed',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired: not paid in time',
};

const Steps = styled.ol`
  margin: 0;
  padding: 0 0 0 4px;
  list-style: none;

  li {
    position: relative;
    display: grid;
    gap: 2px;
    padding: 0 0 12px 20px;
    border-left: 2px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child { padding-bottom: 0; border-left-color: transparent; }
  li::before {
    content: '';
    position: absolute;
    top: 4px;
    left: -7px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }
  li[data-step='CANCELLED']::before, li[data-step='EXPIRED']::before { background: ${({ theme }) => theme.colors.failure}; }
  span { font-weight: 600; }
  time { color: ${({ theme }) => theme.colors.textSubtle}; font-size: 14px; }
`;

/** What happened to an order so far, oldest first, each step with its time. */
export default function OrderTimeline({ steps }: { steps: readonly OrderStep[] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <section aria-labelledby="order-timeline">
      <h3 id="order-timeline">{t('Timeline')}</h3>
      <Steps>
        {steps.map((step) => (
          <li key={step.step} data-step={step.step}>
            <span>{t(STEP_LABELS[step.step])}</span>
            <time dateTime={step.at}>{formatDateTime(step.at)}</time>
          </li>
        ))}
      </Steps>
    </section>
  );
}
