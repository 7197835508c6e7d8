import type { CompensationPlan, PlanExample, PlanMiningUnit, PlanPackage } from '../../contract/rules';
import { BONUS_TYPES, type TokenSymbol } from '../../contract/enums';
import { BONUS_RATES, BONUS_SYMBOL } from '../../config/orders';
import { RANKS } from '../../config/ranks';
import { MINING_REWARD_SYMBOL } from './mining';
import { Decimal, toDecimalString } from './money';
import { bonusPayments } from './orders';
import type { ProductRecord } from './products';

/** Team volume, and so the ranks, count the USDT totals of completed orders. */
export const TEAM_VOLUME_SYMBOL: TokenSymbol = 'USDT';

const toPackage = (product: ProductRecord): PlanPackage => ({
  _id: product.id,
  code: product.code,
  name: { vi: product.nameVi, en: product.nameEn },
  price: toDecimalString(product.price),
  pointPrice: toDecimalString(product.pointPrice),
  bonusLevels: product.bonusLevels,
});

const toMiningUnit = (product: ProductRecord): PlanMiningUnit => ({
  _id: product.id,
  code: product.code,
  name: { vi: product.nameVi, en: product.nameEn },
  price: toDecimalString(product.price),
  pointPrice: toDecimalString(product.pointPrice),
  power: toDecimalString(product.power),
  dailyReward: toDecimalString(product.dailyReward),
  contractDays: product.contractDays,
  totalReward: toDecimalString(new Decimal(product.dailyReward).times(product.contractDays)),
});

/**
 * What a purchase of `product` pays each level, worked out by the completion's own `bonusPayments` for a chain of
 * sponsors whose packages reach every level.
 */
function toExample(product: ProductRecord): PlanExample {
  const sponsors = BONUS_RATES.map((_rate, index) => ({ userId: `level-${index + 1}`, bonusLevels: BONUS_RATES.length }));
  return {
    code: product.code,
    kind: product.kind,
    name: { vi: product.nameVi, en: product.nameEn },
    pointPrice: toDecimalString(product.pointPrice),
    bonus: bonusPayments(product.pointPrice, sponsors).map((payment) => ({ level: payment.level, amount: payment.amount })),
  };
}

/** The compensation plan: bonus levels and rates (config), ranks (config) and the active catalogue (database). */
export function compensationPlan(catalogue: readonly ProductRecord[]): CompensationPlan {
  const packages = catalogue.filter((product) => product.kind === 'PACKAGE');
  return {
    bonus: {
      symbol: BONUS_SYMBOL,
      levels: BONUS_RATES.map((rate, index) => ({
        level: index + 1,
        type: BONUS_TYPES[index],
        percent: toDecimalString(new Decimal(rate).times(100)),
      })),
    },
    ranks: {
      symbol: TEAM_VOLUME_SYMBOL,
      levels: RANKS.map((rank) => ({ code: rank.code, minTeamVolume: toDecimalString(rank.minTeamVolume) })),
    },
    packages: packages.map(toPackage),
    miningUnits: catalogue.filter((product) => product.kind === 'MINING').map(toMiningUnit),
    miningRewardSymbol: MINING_REWARD_SYMBOL,
    examples: catalogue.map(toExample),
  };
}
