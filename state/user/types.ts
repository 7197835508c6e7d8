import type { TokenSymbol } from '@/contract/enums';
import type { Wallet } from '@/contract/wallets';

export type WalletsBySymbol = Partial<Record<TokenSymbol, Wallet>>;
