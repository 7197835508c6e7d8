import { z } from 'zod';
import { SETTING_GROUPS, type SettingGroup } from '../../contract/enums';


export const settingGroupSchema = z.enum(SETTING_GROUPS, {
  error: 'SETTING_GROUP_INVALID',
});

export const settingNameSchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'SETTING_NAME_RULE');

const httpsUrl = z.url({ protocol: /^https$/, error: 'SETTING_HTTPS_URL' });
/** 0 to 720 hours (30 days), digits only. */
const wholeHours = z.string().regex(/^\d{1,3}$/, 'SETTING_HOURS').refine((v) => Number(v) <= 720, 'SETTING_HOURS');

/** Rules for values the portal depends on ('*' covers a whole group); other names take any text up to 2000 characters. */
const valueRules: Partial<Record<SettingGroup, Record<string, z.ZodType<string>>>> = {
  WEB: {
    maintenance: z.enum(['true', 'false'], { error: 'SETTING_BOOLEAN' }),
    siteName: z.string().trim().min(1, 'SETTING_EMPTY').max(60),
    faviconUri: z
      .string()
      .refine((v) => /^\/[^/\\]/.test(v) || /^https:\/\/[^\s]+$/.test(v), 'SETTING_PATH_OR_URL'),
    // The e-mails' logo: a path of the portal, so that every address a mail holds starts with PUBLIC_URL.
    mailLogoUri: z.string().regex(/^\/[^/\\\s][^\s]*$/, 'SETTING_SITE_PATH'),
  },
  CONTACT: { '*': httpsUrl },
  SECURITY: {
    withdrawAddressDelayHours: wholeHours,
    securityHoldHours: wholeHours,
    withdrawRequiresKyc: z.enum(['true', 'false'], { error: 'SETTING_BOOLEAN' }),
    // USDT value of a manual ledger adjustment above which a second operator must approve it.
    adjustmentApprovalAboveUsdt: z.string().regex(/^\d{1,12}(\.\d{1,6})?$/, 'SETTING_USDT_AMOUNT'),
  },
  BANKING: {
    bin: z.string().regex(/^\d{6}$/, 'SETTING_BANK_BIN'),
    accountNumber: z.string().regex(/^\d{6,20}$/, 'SETTING_ACCOUNT_NUMBER'),
    usdtVndRate: z.string().regex(/^[1-9]\d{0,9}$/, 'SETTING_VND_RATE'),
  },
};

const anyValue = z.string().max(2000, 'SETTING_TOO_LONG');

export function settingValueSchema(group: SettingGroup, name: string): z.ZodType<string> {
  const rules = valueRules[group];
  return rules?.[name] ?? rules?.['*'] ?? anyValue;
}
