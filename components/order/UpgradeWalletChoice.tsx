import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { POINT_PAYMENT_SYMBOLS } from '@/contract/enums';
import type { UpgradeCost, UpgradeValues } from '@/hooks/order/useUpgrade';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';

const Fieldset = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend { margin-bottom: 8px; padding: 0; font-size: 14px; font-weight: 600; }

  ${({ theme }) => theme.mediaQueries.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Option = styled.label`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  min-width: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  cursor: pointer;

  &:has(input:checked) { border-color: ${({ theme }) => theme.colors.primaryDark}; background: ${({ theme }) => theme.colors.primarySubtle}; }
  input { width: 20px; height: 20px; margin: 2px 0 0; accent-color: ${({ theme }) => theme.colors.primaryDark}; }
  span { display: flex; flex-direction: column; min-width: 0; overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.colors.textSubtle}; font-size: 14px; }
`;

const ErrorText = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.failure};
`;

interface UpgradeWalletChoiceProps {
  cost: UpgradeCost | null;
  balanceOf: (symbol: string) => string | undefined;
  error?: string;
}

/** The wallet that pays (USDT at the price, EV at the point price), with what it costs and holds. */
export default function UpgradeWalletChoice({ cost, balanceOf, error }: UpgradeWalletChoiceProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { register } = useFormContext<UpgradeValues>();
  const errorId = useId();
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <legend>{t('Pay from')}</legend>
      {POINT_PAYMENT_SYMBOLS.map((symbol) => {
        const balance = balanceOf(symbol);
        return (
          <Option key={symbol}>
            <input type="radio" value={symbol} {...register('symbol')} />
            <span>
              <strong>{t('%symbol% wallet', { symbol })}</strong>
              <small data-testid={`upgrade-cost-${symbol}`}>
                {t('Cost: %value%', { value: cost ? format.amount(cost[symbol], symbol) : '—' })}
              </small>
              <small>{t('Balance: %value%', { value: balance !== undefined ? format.amount(balance, symbol) : '—' })}</small>
            </span>
          </Option>
        );
      })}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Fieldset>
  );
}
