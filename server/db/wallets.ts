import { asc, eq } from 'drizzle-orm';

import type { TokenSymbol } from '../../contract/enums';
import { wallets } from './schema';
import type { Database } from './types';

export function listMemberWallets(db: Database, userId: string): Promise<{ symbol: TokenSymbol; balance: string }[]> {
  return db
    .select({ symbol: wallets.symbol, balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .orderBy(asc(wallets.symbol));
}
