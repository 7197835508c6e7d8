import { asc, eq } from 'drizzle-orm';

import type { TokenSymbol } from '../../contract/enums';
import type { TokenSettings } from '../../contract/prices';
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

export interface TokenValues {
  price: string;
  buyPrice: string;
  settings: TokenSettings;
}

/** A token's values, its row locked until the transaction ends (a save reads what it replaces); null when unknown. */
export async function lockToken(tx: Database, code: TokenSymbol): Promise<TokenValues | null> {
  const [row] = await tx
    .select({ price: tokens.price, buyPrice: tokens.buyPrice, settings: tokens.settings })
    .from(tokens)
    .where(eq(tokens.code, code))
    .for('update');
  return row ?? null;
}

export async function saveToken(tx: Database, code: TokenSymbol, values: TokenValues): Promise<TokenValues> {
  const [row] = await tx
    .update(tokens)
    .set(values)
    .where(eq(tokens.code, code))
    .returning({ price: tokens.price, buyPrice: tokens.buyPrice, settings: tokens.settings });
  return row;
}
