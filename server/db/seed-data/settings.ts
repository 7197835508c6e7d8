import type { SettingGroup } from '../../../contract/enums';

export const seedSettings: ReadonlyArray<{ group: SettingGroup; name: string; value: string }> = [
  { group: 'WEB', name: 'siteName', value: 'FilHub' },
  { group: 'WEB', name: 'faviconUri', value: '/logo.png' },
  { group: 'WEB', name: 'maintenance', value: 'false' },
  { group: 'WEB', name: 'hotline', value: '+84 900 000 000' },
  // The logo at the top of every e-mail, a path under PUBLIC_URL (domain/mail/brand.ts has the same default).
  { group: 'WEB', name: 'mailLogoUri', value: '/logo.png' },
  { group: 'CONTACT', name: 'facebook', value: 'https://www.facebook.com/filhub' },
  { group: 'CONTACT', name: 'telegram', value: 'https://t.me/filhub' },
  { group: 'CONTACT', name: 'youtube', value: 'https://www.youtube.com/@filhub' },
  { group: 'CONTACT', name: 'zalo', value: 'https://zalo.me/filhub' },
  { group: 'BANKING', name: 'bankCode', value: 'VCB' },
  { group: 'BANKING', name: 'bin', value: '970436' },
  { group: 'BANKING', name: 'accountNumber', value: '1023456789' },
  { group: 'BANKING', name: 'accountName', value: 'CONG TY TNHH FILHUB' },
  /** VND per USDT: a bank order's amount to transfer is its USDT total times this. */
  { group: 'BANKING', name: 'usdtVndRate', value: '25000' },
  /** The money-out rules (server/db/security-settings.ts reads them; these are also its defaults). */
  { group: 'SECURITY', name: 'withdrawAddressDelayHours', value: '24' },
  { group: 'SECURITY', name: 'withdrawRequiresKyc', value: 'true' },
  { group: 'SECURITY', name: 'securityHoldHours', value: '24' },
  /** A manual ledger adjustment worth more USDT than this waits for a second operator's approval. */
  { group: 'SECURITY', name: 'adjustmentApprovalAboveUsdt', value: '1000' },
];
