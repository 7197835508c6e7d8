
import type { PointPaymentSymbol } from '../../contract/enums';
import type { ErrorCode } from '../../contract/errors';
import { newReference } from '../domain/ledger';
import type { ProductRecord } from '../domain/products';
import { upgradeCost, UPGRADE_ERRORS } from '../domain/upgrade';
import { validationFailed } from '../http/errors';
import { lockWallets, lockedWallet } from '../db/ledger';
import type { PostedRow } from '../db/ledger';
import { moneyTransaction, post, requireBalance } from './ledger';
import { findMemberPackage, setMemberPackage } from '../db/member-package';
import { findActivePackage } from '../db/products';
import type { Database } from '../db/types';

const packageIdError = (code: ErrorCode) => validationFailed({ packageId: code }, code);

/** The target and the cost of the upgrade as the member stands now (400 on `packageId` when refused). */
export async function quoteUpgrade(
  db: Database,
  userId: string,
  packageId: string,
  symbol: PointPaymentSymbol,
  options: { lockMember?: boolean } = {},
): Promise<{ target: ProductRecord; amount: string }> {
  const target = await findActivePackage(db, packageId);
  if (!target) throw packageIdError(UPGRADE_ERRORS.choosePackage);
  const quote = upgradeCost(target, await findMemberPackage(db, userId, { lock: options.lockMember }), symbol);
  if ('error' in quote) throw packageIdError(quote.error);
  return { target, amount: quote.amount };
}

export interface UpgradeOutcome {
  package: ProductRecord;
  symbol: PointPaymentSymbol;
  amount: string;
  rows: PostedRow[];
}

/**
 * The upgrade, one transaction: the wallet and then the member's row locked, the cost from the package held now,
 * an UPGRADE ledger row (reference UP-…) and the new package. No bonus (bonus comes from orders).
 */
export function executeUpgrade(db: Database, userId: string, packageId: string, symbol: PointPaymentSymbol, at: Date): Promise<UpgradeOutcome> {
  return moneyTransaction(db, async (tx) => {
    const wallet = { userId, symbol };
    const locked = await lockWallets(tx, [wallet]);
    const { target, amount } = await quoteUpgrade(tx, userId, packageId, symbol, { lockMember: true });
    requireBalance(lockedWallet(locked, wallet), amount);
    const rows = await post(tx, locked, [{ ...wallet, type: 'UPGRADE', amount: `-${amount}`, reference: newReference('UP') }], at);
    await setMemberPackage(tx, userId, target.id);
    return { package: target, symbol, amount, rows };
  });
}
