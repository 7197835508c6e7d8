import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import Button from '@/components/ui/Button';
import FieldGrid from '@/components/ui/FieldGrid';
import Form from '@/components/ui/Form';
import Notice from '@/components/ui/Notice';
import SectionCard from '@/components/ui/SectionCard';
import SelectField from '@/components/ui/SelectField';
import TextField from '@/components/ui/TextField';
import { TOKEN_OPERATIONS, type TokenOperation } from '@/contract/enums';
import type { OpsTokenSettings } from '@/contract/ops-settings';
import { tokenSettingsSchema, type TokenSettingsRequest } from '@/contract/requests/ops-settings';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useSaveToken } from '@/hooks/ops/useOpsSettings';
import { useTranslation } from '@/hooks/useTranslation';
import HistoryToggle from './HistoryToggle';

const Operation = styled.fieldset`
  margin: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};

  legend { padding: 0 4px; font-weight: 600; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const OPERATION_LABELS = { SWAP: 'Swap', TRANSFER: 'Transfer', WITHDRAW: 'Withdraw' } as const;
const OPERATION_FIELDS = ['fee', 'minFee', 'minimumAmount'] as const;
const SERVER_FIELDS = ['price', 'buyPrice', ...TOKEN_OPERATIONS.flatMap((operation) => [...OPERATION_FIELDS, 'isFeePercent'].map((field) => `settings.${operation}.${field}`))];

/** One token's price, buy-back price and each operation's fee rule and minimum, saved together, and its history. */
export default function TokenSettingsForm({ token }: { token: OpsTokenSettings }) {
  const { t } = useTranslation();
  const save = useSaveToken(token.code);
  const { errorMessage, setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(tokenSettingsSchema);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useForm<TokenSettingsRequest>({ resolver, values: { price: token.price, buyPrice: token.buyPrice, settings: token.settings } });

  const submit = async (values: TokenSettingsRequest) => {
    try {
      const saved = await save.mutateAsync(values);
      reset({ price: saved.price, buyPrice: saved.buyPrice, settings: saved.settings });
    } catch (error) {
      setFieldErrors(error, setError, SERVER_FIELDS as never[]);
    }
  };

  const operationError = (operation: TokenOperation, field: (typeof OPERATION_FIELDS)[number]) => errors.settings?.[operation]?.[field]?.message;
  const fieldLabels = { fee: t('Fee'), minFee: t('Minimum fee'), minimumAmount: t('Minimum amount') };

  return (
    <SectionCard title={token.code}>
      <Form noValidate onSubmit={handleSubmit(submit)} aria-label={t('Prices and fees of %code%', { code: token.code })}>
        {save.isError && <Notice role="alert">{errorMessage(save.error)}</Notice>}
        <FieldGrid>
          <TextField label={t('Price (USDT)')} inputMode="decimal" error={errors.price?.message} {...register('price')} />
          <TextField label={t('Buy-back price (USDT)')} inputMode="decimal" error={errors.buyPrice?.message} {...register('buyPrice')} />
        </FieldGrid>
        {TOKEN_OPERATIONS.map((operation) => (
          <Operation key={operation}>
            <legend>{t(OPERATION_LABELS[operation])}</legend>
            <FieldGrid>
              <SelectField
                label={t('Fee kind')}
                options={[
                  { value: 'true', label: t('Percentage of the amount') },
                  { value: 'false', label: t('Fixed amount') },
                ]}
                {...register(`settings.${operation}.isFeePercent`, { setValueAs: (value: unknown) => value === true || value === 'true' })}
              />
              {OPERATION_FIELDS.map((field) => (
                <TextField key={field} label={fieldLabels[field]} inputMode="decimal" error={operationError(operation, field)} {...register(`settings.${operation}.${field}`)} />
              ))}
            </FieldGrid>
          </Operation>
        ))}
        <Actions>
          <Button type="submit" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? t('Saving…') : t('Save %code%', { code: token.code })}
          </Button>
          {save.isSuccess && !isDirty && <span role="status">{t('Saved')}</span>}
          <HistoryToggle target={{ token: token.code }} label={token.code} />
        </Actions>
      </Form>
    </SectionCard>
  );
}
