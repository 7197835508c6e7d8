import type { TokenSymbol } from '../../../contract/enums';
import type { TokenSettings } from '../../../contract/prices';

/** price: USDT paid per unit when buying it; buyPrice: USDT paid out per unit when the platform buys it back. */
export const seedTokens: ReadonlyArray<{ code: TokenSymbol; price: string; buyPrice: string; settings: TokenSettings }> = [
  {
    code: 'USDT',
    price: '1',
    buyPrice: '1',
    settings: {
      SWAP: { isFeePercent: true, fee: '0.5', minFee: '0.1', minimumAmount: '10' },
      TRANSFER: { isFeePercent: false, fee: '1', minFee: '1', minimumAmount: '10' },
      WITHDRAW: { isFeePercent: false, fee: '1', minFee: '1', minimumAmount: '20' },
    },
  },
  {
    code: 'EV',
    price: '0.1',
    buyPrice: '0.095',
    settings: {
      SWAP: { isFeePercent: true, fee: '1', minFee: '0.5', minimumAmount: '100' },
      TRANSFER: { isFeePercent: true, fee: '0.5', minFee: '1', minimumAmount: '10' },
      WITHDRAW: { isFeePercent: false, fee: '5', minFee: '5', minimumAmount: '100' },
    },
  },
  {
    code: 'EC',
    price: '2.5',
    buyPrice: '2.4',
    settings: {
      SWAP: { isFeePercent: true, fee: '2', minFee: '0.05', minimumAmount: '1' },
      TRANSFER: { isFeePercent: false, fee: '0.1', minFee: '0.1', minimumAmount: '1' },
      WITHDRAW: { isFeePercent: true, fee: '1', minFee: '0.5', minimumAmount: '10' },
    },
  },
];
