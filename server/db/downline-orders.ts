import { sql } from 'drizzle-orm';

import type { DownlineMemberOrder } from '../../contract/network';
import { queryRows } from './team-figures';
import type { Database } from './types';

/**
 * The member's latest completed orders (newest placed first, read from orders' (user_id, status, created_at, id)
 * index): amounts, products and dates only. One row of JSON per order: its products as a list.
 */
export async function latestCompletedOrders(db: Database, memberId: string, limit: number): Promise<DownlineMemberOrder[]> {
  const rows = await queryRows<{ total: string; pointTotal: string; products: string; createdAt: string; completedAt: string }>(
    db,
    sql`SELECT trim_scale(o.total)::text AS "total", trim_scale(o.point_total)::text AS "pointTotal",
      to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
      to_char(coalesce(o.completed_at, o.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "completedAt",
      (SELECT coalesce(json_agg(json_build_object('code', p.code, 'name', json_build_object('vi', p.name_vi, 'en', p.name_en), 'quantity', i.quantity) ORDER BY i.id), '[]')
        FROM order_items i JOIN products p ON p.id = i.product_id WHERE i.order_id = o.id)::text AS "products"
    FROM orders o
    WHERE o.user_id = ${memberId} AND o.status = 'COMPLETED'
    ORDER BY o.created_at DESC, o.id DESC
    LIMIT ${limit}`,
  );
  return rows.map(({ products, ...order }) => ({ ...order, products: JSON.parse(products) as DownlineMemberOrder['products'] }));
}
