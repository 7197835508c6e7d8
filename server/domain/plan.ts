import type { CompensationPlan, PlanExample, PlanMiningUnit, PlanPackage } from '../../contract/rules';
import { BONUS_TYPES, type TokenSymbol } from '../../contract/enums';
import { BONUS_RATES, BONUS_SYMBOL } from '../../config/orders';
import { RANKS } from '../../config/ranks';
import { MINING_REWARD_SYMBOL } from './mining';
import { Decimal, toDecimalString } from './money';
import { bonusPayments } from './orders';
import { toProductEntry, type ProductRecord } from './products';

/** Team volume, and so the ranks, count the USDT totals of completed orders. */
export const TEAM_VOLUME_SYMBOL: TokenSymbol = 'USDT';

const toPackage = (product: ProductRecord): PlanPackage => {
  const { _id, code, name, price, pointPrice, bonusLevels } = toProductEntry(product);
  return { _id, code, name, price, pointPrice, bonusLevels };
};

const toMiningUnit = (product: ProductRecord): PlanMiningUnit => {
  const { _id, code, name, price, pointPrice, power, dailyReward, contractDays } = toProductEntry(product);
  return { _id, code, name, price, pointPrice, power, dailyReward, contractDays, totalReward: toDecimalString(new Decimal(dailyReward).times(contractDays)) };
};

/**
 * What a purchase of `product` pays each level, worked out by the completion's own `bonusPayments` for a chain of
 * sponsors whose packages reach every level.
 */
function toExample(product: ProductRecord): PlanExample {
  const sponsors = BONUS_RATES.map((_rate, index) => ({ userId: `level-${index + 1}`, bonusLevels: BONUS_RATES.length }));
  const { code, kind, name, pointPrice } = toProductEntry(product);
  return {
    code,
    kind,
    name,
    pointPrice,
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
