import type { Bank } from '@/contract/payout';
import type { TokenPrice } from '@/contract/prices';
import type { Setting } from '@/contract/settings';

const operation = { isFeePercent: true, fee: '1', minFee: '0.5', minimumAmount: '10' };

export const prices: TokenPrice[] = [
  { _id: 't-usdt', code: 'USDT', price: '1', buyPrice: '1', settings: { SWAP: operation, TRANSFER: operation, WITHDRAW: operation } },
  { _id: 't-ev', code: 'EV', price: '0.25', buyPrice: '0.24', settings: { SWAP: operation, TRANSFER: operation, WITHDRAW: operation } },
];

export const webSettings: Setting[] = [
  { name: 'siteName', value: 'FilHub' },
  { name: 'faviconUri', value: '/logo.png' },
];

export const banks: Bank[] = [{ code: 'VCB', name: 'Ngân hàng TMCP Ngoại thương Việt Nam', shortName: 'Vietcombank', bin: '970436' }];
