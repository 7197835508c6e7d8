import { useId } from 'react';
import styled from 'styled-components';
import Button from '@/components/ui/Button';
import { CURRENCY_SYMBOL, MAIN_TOKEN_SYMBOL } from '@/config/tokens';
import type { PackageChoice } from '@/hooks/order/useUpgrade';
import { useLocalizedText } from '@/hooks/useProducts';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import StatusPill from '@/components/ui/StatusPill';

const Item = styled.li<{ $chosen: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  padding: 20px;
  border: 2px solid ${({ theme, $chosen }) => ($chosen ? theme.colors.primaryDark : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h3 { margin: 0; font-size: 18px; }
  p { margin: 0; overflow-wrap: anywhere; }
  button { margin-top: auto; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: 14px;
`;

const Price = styled.p`
  font-size: 20px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryText};

  small { display: block; font-size: 14px; font-weight: 600; color: ${({ theme }) => theme.colors.textSubtle}; }
`;

interface UpgradePackageCardProps {
  choice: PackageChoice;
  isChosen: boolean;
  onChoose: (choice: PackageChoice) => void;
}

/** A membership package: what it gives, its price, and whether the member can move up to it. */
export default function UpgradePackageCard({ choice, isChosen, onChoose }: UpgradePackageCardProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const localized = useLocalizedText();
  const headingId = useId();
  const { product, isCurrent, canUpgrade } = choice;
  const name = localized(product.name);

  let action;
  if (isCurrent) action = <StatusPill $tone="done">{t('Your package')}</StatusPill>;
  else if (canUpgrade) {
    action = (
      <Button $variant="neutral" aria-pressed={isChosen} onClick={() => onChoose(choice)}>
        {t('Upgrade to %name%', { name })}
      </Button>
    );
  } else action = <Muted>{t('Included in your package')}</Muted>;

  return (
    <Item $chosen={isChosen} aria-labelledby={headingId} data-testid={`package-${product.code}`}>
      <h3 id={headingId}>{name}</h3>
      <Muted>{localized(product.description)}</Muted>
      <p>{t('Team bonus down to level %level%', { level: product.bonusLevels })}</p>
      <Price>
        {format.amount(product.price, CURRENCY_SYMBOL)}
        <small>{t('or %value%', { value: format.amount(product.pointPrice, MAIN_TOKEN_SYMBOL) })}</small>
      </Price>
      <div>{action}</div>
    </Item>
  );
}
