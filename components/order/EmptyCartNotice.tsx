import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import { useTranslation } from '@/hooks/useTranslation';
import { Section } from './cartStyles';

/** A payment page without anything to pay: the way back to the catalogue. */
export default function EmptyCartNotice() {
  const { t } = useTranslation();
  return (
    <Section>
      <h2>{t('Your cart is empty')}</h2>
      <p>{t('Choose a package or mining units first, then come back to pay.')}</p>
      <p>
        <TextLink href={ROUTES.placeOrder}>{t('Back to Place Order')}</TextLink>
      </p>
    </Section>
  );
}
