import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import Button from '@/components/ui/Button';
import TextField from '@/components/ui/TextField';
import type { SettingGroup } from '@/contract/enums';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSaveSetting } from '@/hooks/ops/useOpsSettings';
import { useTranslation } from '@/hooks/useTranslation';
import HistoryToggle from './HistoryToggle';

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

/** One setting: its value, saved on its own (the server validates it), and its history. */
export default function SettingRow({ group, name, value }: { group: SettingGroup; name: string; value: string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const save = useSaveSetting(group, name);
  const { errorMessage, fieldError } = useServerErrors();
  const fieldText = save.isError ? (fieldError(save.error, 'value') ?? errorMessage(save.error)) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };

  return (
    <Row onSubmit={submit} noValidate aria-label={name}>
      <TextField
        name={`${group}.${name}`}
        label={name}
        value={draft}
        error={fieldText}
        onChange={(event) => {
          setDraft(event.target.value);
          save.reset();
        }}
      />
      <Actions>
        <Button type="submit" disabled={save.isPending || draft === value}>
          {save.isPending ? t('Saving…') : t('Save')}
        </Button>
        {save.isSuccess && draft === value && <span role="status">{t('Saved')}</span>}
        <HistoryToggle target={{ group, name }} label={name} />
      </Actions>
    </Row>
  );
}
