import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import styled from 'styled-components';
import Button from '@/components/ui/Button';
import ErrorNote from '@/components/ui/ErrorNote';
import SelectField from '@/components/ui/SelectField';
import TextField from '@/components/ui/TextField';
import { settingSpec, type SettingSpec } from '@/config/settingCatalogue';
import type { SettingGroup } from '@/contract/enums';
import type { OpsSettingsView } from '@/contract/ops-settings';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useSaveSetting } from '@/hooks/ops/useOpsSettings';
import { useTranslation } from '@/hooks/useTranslation';
import HistoryToggle from './HistoryToggle';
import SettingSwitch from './SettingSwitch';

const Row = styled.form`
  padding: 12px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-top: 8px;
`;

const FIELDS = ['value'] as const;

/** The text field's type and keyboard for a kind of setting. */
const INPUT_OF: Record<Exclude<SettingSpec['kind'], 'switch' | 'bank'>, { type: string; inputMode?: 'decimal' | 'url' | 'tel' }> = {
  number: { type: 'number', inputMode: 'decimal' },
  url: { type: 'url', inputMode: 'url' },
  'path-or-url': { type: 'text', inputMode: 'url' },
  path: { type: 'text', inputMode: 'url' },
  phone: { type: 'tel', inputMode: 'tel' },
  text: { type: 'text' },
};

interface SettingRowProps {
  group: SettingGroup;
  name: string;
  value: string;
  banks: OpsSettingsView['banks'];
}

/**
 * One setting with its label, help and control from the catalogue (config/settingCatalogue.ts): a switch, a number
 * with its unit, an address, a bank of the list or text. The catalogue's rule is checked before sending and again by
 * the server, whose field error lands on the control; saved on its own, with its history.
 */
export default function SettingRow({ group, name, value, banks }: SettingRowProps) {
  const { t } = useTranslation();
  const spec = settingSpec(group, name);
  const label = spec.known ? t(spec.label) : `${t(spec.label)}: ${name}`;
  const unit = spec.unit === undefined ? null : typeof spec.unit === 'string' ? t(spec.unit) : spec.unit.symbol;
  const fieldLabel = unit ? `${label} (${unit})` : label;
  const save = useSaveSetting(group, name);
  const { errorMessage, setFieldErrors } = useServerErrors();
  // A setting's value is text in and text out (the rule's input type is wider only on paper).
  const resolver = useContractResolver(z.object({ value: spec.rule as z.ZodMiniType<string, string> }));
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<{ value: string }>({ resolver, defaultValues: { value } });
  const draft = useWatch({ control, name: 'value' });

  const submit = async ({ value: next }: { value: string }) => {
    try {
      const saved = await save.mutateAsync(next);
      reset({ value: saved.value });
    } catch (error) {
      if (setFieldErrors(error, setError, FIELDS) === 0) setError('root.server', { message: errorMessage(error) });
      throw error;
    }
  };

  const hint = t(spec.help);
  const error = errors.value?.message;
  let controlOf;
  if (spec.kind === 'switch') {
    controlOf = (
      <SettingSwitch label={label} hint={hint} error={error} checked={draft === 'true'} onChange={(on) => setValue('value', on ? 'true' : 'false', { shouldDirty: true })} />
    );
  } else if (spec.kind === 'bank') {
    const options = banks.map((bank) => ({ value: bank.code, label: `${bank.shortName} (${bank.code}, BIN ${bank.bin})` }));
    if (!banks.some((bank) => bank.code === value)) options.unshift({ value, label: value });
    controlOf = <SelectField label={label} options={options} error={error} {...register('value')} />;
  } else {
    const input = INPUT_OF[spec.kind];
    controlOf = (
      <TextField
        label={fieldLabel}
        hint={hint}
        error={error}
        type={input.type}
        inputMode={input.inputMode}
        min={spec.min}
        max={spec.max}
        step={spec.step}
        maxLength={spec.kind === 'number' ? undefined : spec.maxLength}
        autoComplete="off"
        spellCheck={false}
        {...register('value')}
      />
    );
  }

  return (
    <Row onSubmit={(event) => void handleSubmit(submit)(event).catch(() => undefined)} noValidate aria-label={label}>
      {controlOf}
      {spec.kind === 'bank' && <p style={{ margin: '6px 0 0', fontSize: 13 }}>{hint}</p>}
      {errors.root?.server && <ErrorNote role="alert">{errors.root.server.message}</ErrorNote>}
      <Actions>
        <Button type="submit" disabled={save.isPending || !isDirty}>
          {save.isPending ? t('Saving…') : t('Save')}
        </Button>
        {save.isSuccess && !isDirty && <span role="status">{t('Saved')}</span>}
        <HistoryToggle target={{ group, name }} label={label} />
      </Actions>
    </Row>
  );
}
