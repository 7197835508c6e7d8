import { listSettings } from './settings';
import type { Database } from './types';

/** The SECURITY settings group: the money-out rules. */
export interface SecuritySettings {
  /** Hours between a new withdrawal address's confirmation and its first use. */
  withdrawAddressDelayHours: number;
  /** Whether a withdrawal needs APPROVED KYC. */
  withdrawRequiresKyc: boolean;
  /** Hours transfers and withdrawals are refused after a security change. */
  securityHoldHours: number;
  /** USDT value of a manual ledger adjustment above which a second operator must approve it (a decimal string). */
  adjustmentApprovalAboveUsdt: string;
}

/** What applies when a setting is missing (a database seeded before the group existed) or unreadable. */
export const SECURITY_SETTING_DEFAULTS: SecuritySettings = {
  withdrawAddressDelayHours: 24,
  withdrawRequiresKyc: true,
  securityHoldHours: 24,
  adjustmentApprovalAboveUsdt: '1000',
};

const hoursOf = (value: string | undefined, fallback: number) => (value !== undefined && /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : fallback);

const usdtOf = (value: string | undefined, fallback: string) => (value !== undefined && /^\d{1,12}(\.\d{1,6})?$/.test(value.trim()) ? value.trim() : fallback);

/** The SECURITY settings as they are now (saved values are validated per name: domain/settings.ts). */
export async function readSecuritySettings(db: Database): Promise<SecuritySettings> {
  const values = new Map((await listSettings(db, 'SECURITY')).map((setting) => [setting.name, setting.value]));
  const requiresKyc = values.get('withdrawRequiresKyc')?.trim();
  return {
    withdrawAddressDelayHours: hoursOf(values.get('withdrawAddressDelayHours'), SECURITY_SETTING_DEFAULTS.withdrawAddressDelayHours),
    // Anything but an explicit "false" keeps the safe default.
    withdrawRequiresKyc: requiresKyc !== 'false',
    securityHoldHours: hoursOf(values.get('securityHoldHours'), SECURITY_SETTING_DEFAULTS.securityHoldHours),
    adjustmentApprovalAboveUsdt: usdtOf(values.get('adjustmentApprovalAboveUsdt'), SECURITY_SETTING_DEFAULTS.adjustmentApprovalAboveUsdt),
  };
}
