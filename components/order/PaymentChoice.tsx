import { ROUTES } from '@/config/routes';
import { useTranslation } from '@/hooks/useTranslation';
import { ButtonLink, ButtonRow } from './cartStyles';

/** The two ways to pay, each its own page. */
export default function PaymentChoice() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('Payment method')}>
      <ButtonRow>
        <ButtonLink href={ROUTES.bankPayment}>{t('Bank Transfer')}</ButtonLink>
        <ButtonLink href={ROUTES.pointPayment}>{t('EB/EV Points')}</ButtonLink>
      </ButtonRow>
    </nav>
  );
}
