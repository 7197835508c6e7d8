import { z } from 'zod';
import { SETTING_GROUPS, type SettingGroup } from '../../contract/enums';


export const settingGroupSchema = z.enum(SETTING_GROUPS, {
  error: `Group must be one of ${SETTING_GROUPS.join(', ')}`,
});

export const settingNameSchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'Name must be a letter followed by up to 63 letters, digits or underscores');

const httpsUrl = z.url({ protocol: /^https$/, error: 'Value must be an https URL' });

/** Rules for values the portal depends on ('*' covers a whole group); other names take any text up to 2000 characters. */
const valueRules: Partial<Record<SettingGroup, Record<string, z.ZodType<string>>>> = {
  WEB: {
    maintenance: z.enum(['true', 'false'], { error: 'Value must be true or false' }),
    siteName: z.string().trim().min(1, 'Value must not be empty').max(60),
    faviconUri: z
      .string()
      .refine((v) => /^\/[^/\\]/.test(v) || /^https:\/\/[^\s]+$/.test(v), 'Value must be a site path or an https URL'),
  },
  CONTACT: { '*': httpsUrl },
  BANKING: {
    bin: z.string().regex(/^\d{6}$/, 'Value must be a 6-digit bank BIN'),
    accountNumber: z.string().regex(/^\d{6,20}$/, 'Value must be 6 to 20 digits'),
    usdtVndRate: z.string().regex(/^[1-9]\d{0,9}$/, 'Value must be a whole number of VND per USDT'),
  },
};

const anyValue = z.string().max(2000, 'Value must be at most 2000 characters');

export function settingValueSchema(group: SettingGroup, name: string): z.ZodType<string> {
  const rules = valueRules[group];
  return rules?.[name] ?? rules?.['*'] ?? anyValue;
}
