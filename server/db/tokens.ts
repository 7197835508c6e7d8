import { asc } from 'drizzle-orm';

import { tokens } from './schema';
import type { Database } from './types';

export type TokenRecord = Pick<typeof tokens.$inferSelect, 'id' | 'code' | 'price' | 'buyPrice' | 'settings'>;

export function listTokens(db: Database): Promise<TokenRecord[]> {
  return db
    .select({
      id: tokens.id,
      code: tokens.code,
      price: tokens.price,
      buyPrice: tokens.buyPrice,
      settings: tokens.settings,
    })
    .from(tokens)
    .orderBy(asc(tokens.sortOrder), asc(tokens.code));
}
