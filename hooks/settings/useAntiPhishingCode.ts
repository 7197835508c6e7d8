import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AntiPhishingValues } from '@/contract/requests/anti-phishing';
import toast from '@/hooks/ui/toast';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useTranslation } from '@/hooks/useTranslation';
import { getAntiPhishingCode, saveAntiPhishingCode } from '@/services/mailSettings';

export const ANTI_PHISHING_QUERY_KEY = ['settings', 'anti-phishing'] as const;

/** The member's anti-phishing code (set or not, its hint) and saving or removing it; a save rejects for the form. */
export function useAntiPhishingCode() {
  const { t } = useTranslation();
  const { errorMessage } = useServerErrors();
  const queryClient = useQueryClient();
  const code = useQuery({ queryKey: ANTI_PHISHING_QUERY_KEY, queryFn: getAntiPhishingCode });
  const save = useMutation({
    mutationFn: (values: AntiPhishingValues) => saveAntiPhishingCode(values),
    onSuccess: (saved) => {
      queryClient.setQueryData(ANTI_PHISHING_QUERY_KEY, saved);
      toast.success(saved.isSet ? t('Anti-phishing code saved') : t('Anti-phishing code removed'));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return { code, save };
}
