import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from '@/hooks/ui/toast';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useTranslation } from '@/hooks/useTranslation';
import { activateUnit } from '@/services/warehouse';
import { MINING_QUERY_KEY } from './useMining';
import { WAREHOUSE_QUERY_KEY } from './useWarehouse';

/**
 * Starts mining with an IN_STOCK unit: a toast either way, then `onDone` and the units, the mining
 * summary and the contracts refreshed (also after a refusal: the unit may be mining already).
 */
export function useActivateUnit(onDone: () => void) {
  const { t } = useTranslation();
  const { errorMessage } = useServerErrors();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateUnit,
    onSuccess: () => {
      toast.success(t('Mining started'));
    },
    onError: (error) => {
      toast.error(errorMessage(error));
    },
    onSettled: async () => {
      onDone();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: WAREHOUSE_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: MINING_QUERY_KEY }),
      ]);
    },
  });
}
