import { useRehydrated } from '@/hooks/auth/useRehydrated';
import { useAppSelector } from '@/state/hooks';
import { selectCartItems, selectCartLines, selectCartTotals } from '@/state/cart/selectors';

/** The cart's lines, the items to order and the totals; `ready` once the stored cart is back. */
export function useCart() {
  const lines = useAppSelector(selectCartLines);
  const items = useAppSelector(selectCartItems);
  const totals = useAppSelector(selectCartTotals);
  const ready = useRehydrated();
  return { lines, items, totals, ready, isEmpty: lines.length === 0 };
}
