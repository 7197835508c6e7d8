import { useMemo } from 'react';
import type { PointPaymentSymbol } from '@/contract/enums';
import type { AuthenticationResponseJSON } from '@/contract/second-factors';
import { BigNumber } from '@/config/bignumber';
import { useAuth } from '@/hooks/useAuth';
import { useMoneySubmit } from '@/hooks/wallet/useMoneySubmit';
import type { Product } from '@/contract/products';
import { usePackages } from './usePackages';


export type UpgradeCost = Record<PointPaymentSymbol, string>;

/** What moving from `current` to `target` costs: the difference of price (USDT) and of pointPrice (EV); the full price without a package. */
export function upgradeCost(target: Product, current: Product | null): UpgradeCost {
  const difference = (to: string, from: string | undefined) => new BigNumber(to).minus(from ?? 0).toFixed();
  return { USDT: difference(target.price, current?.price), EV: difference(target.pointPrice, current?.pointPrice) };
}

export interface PackageChoice {
  product: Product;
  isCurrent: boolean;
  /** Priced above the member's package (any package without one). */
  canUpgrade: boolean;
  /** Null when the member's package is not in the catalogue (its price is unknown here). */
  cost: UpgradeCost | null;
}

/**
 * The membership packages, cheapest first, each marked against the member's package (from the
 * profile): the current one, whether it is an upgrade, and its cost.
 */
export function usePackageChoices() {
  const { user } = useAuth();
  const owned = user?.package ?? null;
  const query = usePackages();

  const choices = useMemo<PackageChoice[]>(() => {
    const packages = [...(query.data ?? [])].sort((a, b) => new BigNumber(a.price).comparedTo(b.price) ?? 0);
    const current = owned ? (packages.find((product) => product._id === owned._id) ?? null) : null;
    const priceUnknown = owned !== null && current === null;
    return packages.map((product) => {
      const canUpgrade = current
        ? new BigNumber(product.price).isGreaterThan(current.price)
        : !owned || product.bonusLevels > owned.bonusLevels;
      return {
        product,
        isCurrent: product._id === owned?._id,
        canUpgrade,
        cost: priceUnknown ? null : upgradeCost(product, current),
      };
    });
  }, [query.data, owned]);

  return { choices, ownedPackage: owned, isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}

export interface UpgradeValues {
  symbol: PointPaymentSymbol;
  securePassword: string;
  code: string;
  /** A passkey's answer in place of the code (SecretFields' "Confirm with a passkey"). */
  passkey: AuthenticationResponseJSON | null;
}

interface UpgradeSubmitOptions {
  packageId: string | null;
  withCode: boolean;
  onSuccess(): void;
  onError(error: unknown): void;
}

/**
 * Pays the upgrade: one request per click, then a toast, the wallets and transactions refetched
 * and the profile reloaded (its `package` changes).
 */
export function useUpgradeSubmit({ packageId, withCode, onSuccess, onError }: UpgradeSubmitOptions) {
  const { reloadUser } = useAuth();
  return useMoneySubmit({
    operation: 'upgrade',
    request: ({ symbol, securePassword, code, passkey }: UpgradeValues) => {
      if (!packageId) throw new Error('No package chosen');
      if (!withCode) return { packageId, symbol, securePassword };
      return { packageId, symbol, securePassword, ...(passkey ? { passkey } : { code }) };
    },
    success: 'Package upgraded',
    onSuccess: () => {
      onSuccess();
      void reloadUser().catch(() => undefined);
    },
    onError,
  });
}
