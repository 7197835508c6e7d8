import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import type { TranslationKey } from '@/config/translate';
import type { AlertPreferences } from '@/contract/alerts';
import { ALERT_CHANNELS, ALERT_EVENTS } from '@/contract/enums';
import type { AlertChannel, AlertEvent } from '@/contract/enums';
import { alertPreferencesSchema } from '@/contract/requests/alerts';
import { useAlertPreferences } from '@/hooks/alerts/useAlertPreferences';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useTranslation } from '@/hooks/useTranslation';

const EVENT_LABELS: Record<AlertEvent, TranslationKey> = {
  TEAM_MEMBER_JOINED: 'A new member joins my team',
  TEAM_PURCHASE: 'A member of my team completes an order',
};

const CHANNEL_LABELS: Record<AlertChannel, TranslationKey> = {
  PORTAL: 'In the portal',
  EMAIL: 'E-mail',
  PUSH: 'Push',
};

const Choices = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: 16px;

  th, td { padding: 10px 8px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  thead th { font-size: 0.85rem; color: ${({ theme }) => theme.colors.textSubtle}; font-weight: 600; }
  tbody th { text-align: left; font-weight: 500; }
  td { text-align: center; width: 18%; }
  input { width: 20px; height: 20px; margin: 0; accent-color: ${({ theme }) => theme.colors.primary}; }
  /* The box around each switch is what a tap hits: 44px square on phones. */
  label { display: inline-flex; align-items: center; justify-content: center; cursor: pointer; }
  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    th, td { padding: 4px; }
    label { width: 44px; height: 44px; }
    input { width: 24px; height: 24px; }
  }
`;

/** The grid of switches (its own chunk: react-hook-form and the schema load after the page). */
export default function AlertPreferencesForm({ current }: { current: AlertPreferences }) {
  const { t } = useTranslation();
  const { save } = useAlertPreferences();
  const resolver = useContractResolver(alertPreferencesSchema);
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting, isDirty },
  } = useForm<AlertPreferences>({ resolver, defaultValues: current });
  const submit = useSubmitOnce(async (values: AlertPreferences) => {
    try {
      reset(await save.mutateAsync(values));
    } catch {
      // The toast told the member; the switches keep what they chose.
    }
  });
  const busy = isSubmitting || save.isPending;

  return (
    <Form noValidate onSubmit={handleSubmit(submit)}>
      <Choices>
        <thead>
          <tr>
            <th scope="col">{t('Event')}</th>
            {ALERT_CHANNELS.map((channel) => (
              <th key={channel} scope="col">
                {t(CHANNEL_LABELS[channel])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ALERT_EVENTS.map((event) => (
            <tr key={event}>
              <th scope="row">{t(EVENT_LABELS[event])}</th>
              {ALERT_CHANNELS.map((channel) => (
                <td key={channel}>
                  <label>
                    <input
                      type="checkbox"
                      aria-label={`${t(EVENT_LABELS[event])}: ${t(CHANNEL_LABELS[channel])}`}
                      {...register(`${event}.${channel}`)}
                    />
                  </label>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Choices>
      <Actions>
        <Button type="submit" disabled={busy || !isDirty}>
          {busy ? t('Saving…') : t('Save')}
        </Button>
      </Actions>
    </Form>
  );
}
