import type { Bank } from '@/contract/payout';
import type { TokenPrice } from '@/contract/prices';
import type { MemberProfile } from '@/contract/profile';
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

export const member: MemberProfile = {
  id: 'u1',
  username: 'demo',
  fullName: 'Demo Member',
  email: 'demo@example.com',
  phone: '',
  avatar: { completedUrl: null },
  dateOfBirth: null,
  address: null,
  hasSecurePassword: false,
  emailVerified: true,
  referralCode: 'DEMO2345',
  sponsor: null,
  package: null,
  rank: { code: 'MEMBER', teamVolume: '0', minTeamVolume: '0', next: { code: 'BRONZE', minTeamVolume: '1000', remaining: '1000' } },
  isLeader: false,
  kycStatus: 'APPROVED',
  is2FAEnabled: false,
  language: 'vi-VN',
  createdAt: '2026-01-01T00:00:00.000Z',
};
