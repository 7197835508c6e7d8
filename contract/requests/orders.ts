import type { OrderMethod, OrderStatus, PointPaymentSymbol } from '../enums';
import type { OrderLine } from '../orders';
import type { AuthenticationResponseJSON } from '../second-factors';

/**
 * The create-order body. The server reads it field by field (server/domain/orders.ts: repeated products are merged,
 * each line's quantity has its own error).
 */
export interface CreateOrderRequest {
  items: OrderLine[];
  method: OrderMethod;
  /** POINT only. */
  symbol?: PointPaymentSymbol;
  /** POINT only. */
  securePassword?: string;
  /** POINT only, when 2FA is on. */
  code?: string;
  /** POINT only, when 2FA is on: a passkey's answer in place of the code. */
  passkey?: AuthenticationResponseJSON;
}

export interface OrderListParams {
  status?: OrderStatus;
  /** The `nextCursor` of the previous page; absent for the first page. */
  cursor?: string;
  limit?: number;
}

/** Order Temp and the warehouse: a page by key. */
export interface MemberPageParams {
  /** The `nextCursor` of the previous page; absent for the first page. */
  cursor?: string;
  limit?: number;
}

/** The mining contract list: contracts created from..to ('YYYY-MM-DD', UTC, inclusive, each optional), a page by key. */
export interface MiningContractListParams extends MemberPageParams {
  from?: string;
  to?: string;
}
