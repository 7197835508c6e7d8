import type { PointPaymentSymbol } from './enums';
import type { LedgerEntry } from './ledger';
import type { Product } from './products';

export interface UpgradeResult {
  package: Product;
  symbol: PointPaymentSymbol;
  /** What was debited. */
  amount: string;
  entries: LedgerEntry[];
}
