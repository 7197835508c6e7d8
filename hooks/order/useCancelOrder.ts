import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from '@/hooks/ui/toast';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useTranslation } from '@/hooks/useTranslation';
import { cancelOrder } from '@/services/order';
import { ORDERS_QUERY_KEY } from './useOrders';

/**
 * Cancels an order awaiting payment: a toast either way, then `onDone` and every order query
 * refreshed (Order Temp and the list), also after a refusal (the order may have expired meanwhile).
 */
export function useCancelOrder(onDone: () => void) {
  const { t } = useTranslation();
  const { errorMessage } = useServerErrors();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      toast.success(t('Order %code% cancelled', { code: order.code }));
    },
    onError: (error) => {
      toast.error(errorMessage(error));
    },
    onSettled: async () => {
      onDone();
      await queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
  });
}
