import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertPreferencesValues } from '@/contract/requests/alerts';
import toast from '@/hooks/ui/toast';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useTranslation } from '@/hooks/useTranslation';
import { getAlertPreferences, saveAlertPreferences } from '@/services/alerts';

export const ALERT_PREFERENCES_QUERY_KEY = ['settings', 'alert-preferences'] as const;

/** The member's team alert choices, and saving them (a save rejects for the form). */
export function useAlertPreferences() {
  const { t } = useTranslation();
  const { errorMessage } = useServerErrors();
  const queryClient = useQueryClient();
  const preferences = useQuery({ queryKey: ALERT_PREFERENCES_QUERY_KEY, queryFn: getAlertPreferences });
  const save = useMutation({
    mutationFn: (values: AlertPreferencesValues) => saveAlertPreferences(values),
    onSuccess: (saved) => {
      queryClient.setQueryData(ALERT_PREFERENCES_QUERY_KEY, saved);
      toast.success(t('Notification settings saved'));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return { preferences, save };
}
