import type { ProductKind } from '@/contract/enums';
import { ORDER_MAX_QUANTITY } from '@/config/orders';

/** A package line holds exactly one; a mining line 1 to ORDER_MAX_QUANTITY (whole numbers). */
export function allowedQuantity(kind: ProductKind, quantity: number): number {
  if (kind === 'PACKAGE') return 1;
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(ORDER_MAX_QUANTITY, Math.max(1, Math.floor(quantity)));
}
