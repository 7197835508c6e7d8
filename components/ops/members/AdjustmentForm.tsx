import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import FieldGrid from '@/components/ui/FieldGrid';
import Form from '@/components/ui/Form';
import { lazyComponent } from '@/components/ui/lazyComponent';
import Notice from '@/components/ui/Notice';
import SectionCard from '@/components/ui/SectionCard';
import SelectField from '@/components/ui/SelectField';
import TextField from '@/components/ui/TextField';
import { ADJUSTMENT_DIRECTIONS, TOKEN_SYMBOLS } from '@/contract/enums';
import type { AdjustmentRequest } from '@/contract/requests/ops-members';
import { adjustmentSchema } from '@/contract/requests/ops-members';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useAdjustmentLimits } from '@/hooks/ops/useAdjustmentLimits';
import { useRequestAdjustment } from '@/hooks/ops/useOpsMembers';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import AdjustmentApprovalNote from './AdjustmentApprovalNote';
import { ADJUSTMENT_STATUS_LABELS, DIRECTION_LABELS } from './labels';

const Modal = lazyComponent(() => import('@/components/ui/Modal'));

const FIELDS = ['symbol', 'direction', 'amount', 'reason'] as const;
const EMPTY: AdjustmentRequest = { symbol: 'USDT', direction: 'CREDIT', amount: '', reason: '' };

/**
 * A manual credit or debit of one of the member's wallets (finance), confirmed before it is sent. Above the approval
 * threshold it waits for a second operator (the Adjustments page); at or below it applies at once.
 */
export default function AdjustmentForm({ username }: { username: string }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { errorMessage, setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(adjustmentSchema);
  const adjust = useRequestAdjustment(username);
  const limits = useAdjustmentLimits(username);
  const [confirming, setConfirming] = useState<AdjustmentRequest | null>(null);
  const [outcome, setOutcome] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm({ resolver, defaultValues: EMPTY });
  const [symbol, amount] = useWatch({ control, name: ['symbol', 'amount'] });

  const send = async (request: AdjustmentRequest) => {
    try {
      const adjustment = await adjust.mutateAsync(request);
      setConfirming(null);
      reset(EMPTY);
      void limits.refetch();
      setOutcome(
        adjustment.status === 'PENDING'
          ? t('%reference% waits for another operator’s approval.', { reference: adjustment.reference })
          : t('%reference%: %status%.', { reference: adjustment.reference, status: t(ADJUSTMENT_STATUS_LABELS[adjustment.status]) }),
      );
    } catch (error) {
      setConfirming(null);
      setOutcome('');
      if (setFieldErrors(error, setError, FIELDS) === 0) setError('root.server', { message: errorMessage(error) });
    }
  };

  return (
    <SectionCard
      title={t('Ledger adjustment')}
      description={t('Credit or debit a wallet with a reason.')}
    >
      <Form noValidate onSubmit={handleSubmit((request) => setConfirming(request))}>
        <FieldGrid>
          <SelectField label={t('Token')} options={TOKEN_SYMBOLS.map((symbol) => ({ value: symbol, label: symbol }))} error={errors.symbol?.message} {...register('symbol')} />
          <SelectField
            label={t('Direction')}
            options={ADJUSTMENT_DIRECTIONS.map((direction) => ({ value: direction, label: t(DIRECTION_LABELS[direction]) }))}
            error={errors.direction?.message}
            {...register('direction')}
          />
          <TextField label={t('Amount')} inputMode="decimal" autoComplete="off" error={errors.amount?.message} {...register('amount')} />
          <TextField label={t('Reason (kept in the audit log)')} autoComplete="off" error={errors.reason?.message} {...register('reason')} />
        </FieldGrid>
        <AdjustmentApprovalNote username={username} symbol={symbol} amount={amount} />
        {errors.root?.server && <Notice role="alert">{errors.root.server.message}</Notice>}
        <Actions>
          <Button type="submit">{t('Review adjustment')}</Button>
        </Actions>
        <p role="status" style={{ margin: 0 }}>{outcome}</p>
      </Form>
      <Modal isOpen={confirming !== null} onDismiss={() => setConfirming(null)} title={t('Confirm the adjustment')}>
        {confirming && (
          <>
            <p style={{ marginTop: 0 }}>
              {t(confirming.direction === 'CREDIT' ? 'Add %amount% to the wallet of %username%.' : 'Take %amount% from the wallet of %username%.', {
                amount: format.amount(confirming.amount, confirming.symbol, 18),
                username,
              })}
            </p>
            <p>{t('Reason: %reason%', { reason: confirming.reason })}</p>
            <Actions>
              <Button $variant="neutral" onClick={() => setConfirming(null)} disabled={adjust.isPending}>
                {t('Cancel')}
              </Button>
              <Button onClick={() => void send(confirming)} disabled={adjust.isPending}>
                {adjust.isPending ? t('Please wait…') : t('Confirm adjustment')}
              </Button>
            </Actions>
          </>
        )}
      </Modal>
    </SectionCard>
  );
}
