import type { BonusEntry, BonusExplanation, BonusPackage } from '../../contract/bonus';
import type { LocalizedText } from '../../contract/common';
import type { BonusType } from '../../contract/enums';
import { BONUS_TYPES } from '../../contract/enums';
import { BONUS_RATES } from '../../config/orders';
import { Decimal, toDecimalString } from './money';

/** Why a bonus was paid, stored with it (bonuses.level … sponsor_bonus_levels). */
export interface BonusFacts {
  level: number;
  rate: string;
  base: string;
  sponsorPackageId: string | null;
  sponsorBonusLevels: number | null;
}

/** The earner's package when the bonus is paid. */
export interface SponsorPackage {
  packageId: string | null;
  bonusLevels: number;
}

export function sponsorPackage(product: { id: string; bonusLevels: number } | null): SponsorPackage {
  return { packageId: product?.id ?? null, bonusLevels: product?.bonusLevels ?? 0 };
}

/** The facts of a bonus paid at `level` on an order of `pointTotal` points to a sponsor holding `sponsor`'s package. */
export function bonusFactsOf(level: number, pointTotal: string, sponsor: SponsorPackage): BonusFacts {
  return {
    level,
    rate: BONUS_RATES[level - 1],
    base: toDecimalString(pointTotal),
    sponsorPackageId: sponsor.packageId,
    sponsorBonusLevels: sponsor.packageId ? sponsor.bonusLevels : null,
  };
}

/** A bonus credited without an order (the seed's history): the level of its type, the base its amount implies. */
export function derivedBonusFacts(type: BonusType, amount: string, sponsor: SponsorPackage): BonusFacts {
  const level = BONUS_TYPES.indexOf(type) + 1;
  const base = toDecimalString(new Decimal(amount).dividedBy(BONUS_RATES[level - 1]).decimalPlaces(18));
  return bonusFactsOf(level, base, sponsor);
}

/** A bonus row with its facts, the buyer's username and the package's names → the wire. */
export interface BonusExplanationRecord {
  id: string;
  type: BonusType;
  amount: string;
  fromUsername: string | null;
  orderCode: string | null;
  createdAt: Date;
  transactionId: number;
  level: number | null;
  rate: string | null;
  base: string | null;
  sponsorBonusLevels: number | null;
  packageCode: string | null;
  packageNameVi: string | null;
  packageNameEn: string | null;
}

function packageOf(row: BonusExplanationRecord): BonusPackage | null {
  if (!row.packageCode || row.packageNameVi === null || row.packageNameEn === null) return null;
  const name: LocalizedText = { vi: row.packageNameVi, en: row.packageNameEn };
  return { code: row.packageCode, name, bonusLevels: row.sponsorBonusLevels ?? 0 };
}

export function toBonusExplanation(row: BonusExplanationRecord): BonusExplanation {
  return {
    _id: row.id,
    type: row.type,
    amount: toDecimalString(row.amount),
    fromUsername: row.fromUsername,
    orderCode: row.orderCode,
    createdAt: row.createdAt.toISOString(),
    transactionId: String(row.transactionId),
    level: row.level,
    rate: row.rate === null ? null : toDecimalString(row.rate),
    base: row.base === null ? null : toDecimalString(row.base),
    sponsorPackage: packageOf(row),
  };
}

/** The list's entry: the explanation without its ledger row. */
export function toBonusEntry({ transactionId: _transactionId, ...entry }: BonusExplanation): BonusEntry {
  return entry;
}
