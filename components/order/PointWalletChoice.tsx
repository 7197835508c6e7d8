import styled from 'styled-components';
import { POINT_PAYMENT_SYMBOLS, type PointPaymentSymbol } from '@/contract/enums';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';

const Choices = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
  gap: 8px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend { margin-bottom: 6px; padding: 0; font-size: 14px; font-weight: 600; }
`;

const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  cursor: pointer;

  &:has(input:checked) { border-color: ${({ theme }) => theme.colors.primaryDark}; background: ${({ theme }) => theme.colors.primarySubtle}; }
  input { margin-top: 4px; accent-color: ${({ theme }) => theme.colors.primaryDark}; }
  span { display: flex; flex-direction: column; gap: 2px; min-width: 0; overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.colors.textSubtle}; font-size: 13px; }
`;

const WALLET_NAMES = { EV: 'EV points', USDT: 'USDT wallet' } as const;

interface PointWalletChoiceProps {
  value: PointPaymentSymbol;
  onChange(symbol: PointPaymentSymbol): void;
  balanceOf(symbol: PointPaymentSymbol): string | undefined;
}

/** The wallet that pays (EV at the point price, USDT at the price), each with its balance. */
export default function PointWalletChoice({ value, onChange, balanceOf }: PointWalletChoiceProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Choices>
      <legend>{t('Pay from')}</legend>
      {POINT_PAYMENT_SYMBOLS.map((symbol) => {
        const balance = balanceOf(symbol);
        return (
          <Choice key={symbol}>
            <input type="radio" name="paymentSymbol" value={symbol} checked={value === symbol} onChange={() => onChange(symbol)} />
            <span>
              <strong>{t(WALLET_NAMES[symbol])}</strong>
              <small data-testid={`balance-${symbol}`}>
                {balance === undefined ? t('Loading…') : t('Balance: %value%', { value: format.amount(balance, symbol) })}
              </small>
            </span>
          </Choice>
        );
      })}
    </Choices>
  );
}
