import * as z from 'zod/mini';

import type { SettingGroup } from '../contract/enums';
import type { ErrorCode } from '../contract/errors';
import type { TranslationKey } from './translate';

/**
 * The site settings the console edits, in one place: each one's control, unit, bounds, label and one-line help, and
 * the rule its value must keep. The server validates a saved value with `settingValueSchema` (400 with the field's
 * code, nothing saved); the console's form draws the control and checks the same rule before sending.
 */

/** How a setting is edited: a switch, a number with its unit, a web address, a site path, a bank of the list, text. */
export type SettingKind = 'switch' | 'number' | 'url' | 'path-or-url' | 'path' | 'bank' | 'text' | 'phone';

export interface SettingSpec {
  kind: SettingKind;
  label: TranslationKey;
  help: TranslationKey;
  /** The unit shown after a number (translated; a token's symbol as it is). */
  unit?: TranslationKey | { symbol: 'USDT' };
  /** A number's bounds and step, for the control (the rule is the check). */
  min?: number;
  max?: number;
  step?: number;
  maxLength?: number;
  /** The value's rule; a message is an error code. */
  rule: z.ZodMiniType<string>;
}

const text = (code: ErrorCode) => z.string({ error: code });
const matching = (pattern: RegExp, code: ErrorCode) => text(code).check(z.regex(pattern, code));

const BOOLEAN = z.enum(['true', 'false'], { error: 'SETTING_BOOLEAN' });
const HTTPS_URL = z.url({ protocol: /^https$/, error: 'SETTING_HTTPS_URL' });
/** 0 to 720 hours (30 days), digits only. */
const HOURS = matching(/^\d{1,3}$/, 'SETTING_HOURS').check(z.refine((value) => Number(value) <= 720, 'SETTING_HOURS'));

const hours = (label: TranslationKey, help: TranslationKey): SettingSpec => ({ kind: 'number', label, help, unit: 'hours', min: 0, max: 720, step: 1, rule: HOURS });
const contactLink = (label: TranslationKey, help: TranslationKey): SettingSpec => ({ kind: 'url', label, help, rule: HTTPS_URL });

export const SETTING_CATALOGUE: Readonly<Record<SettingGroup, Readonly<Record<string, SettingSpec>>>> = {
  WEB: {
    siteName: {
      kind: 'text',
      label: 'Site name',
      help: 'Shown in the browser tab, the e-mails and the installed app.',
      maxLength: 60,
      rule: text('SETTING_SITE_NAME').check(z.trim(), z.minLength(1, 'SETTING_SITE_NAME'), z.maxLength(60, 'SETTING_SITE_NAME')),
    },
    faviconUri: {
      kind: 'path-or-url',
      label: 'Browser tab icon',
      help: 'A path of the site such as /logo.png, or an https address of the image.',
      rule: text('SETTING_PATH_OR_URL').check(z.refine((value) => /^\/[^/\\]/.test(value) || /^https:\/\/[^\s]+$/.test(value), 'SETTING_PATH_OR_URL')),
    },
    maintenance: {
      kind: 'switch',
      label: 'Maintenance mode',
      help: 'While on, members see the maintenance page instead of the portal; the console keeps working.',
      rule: BOOLEAN,
    },
    hotline: {
      kind: 'phone',
      label: 'Hotline',
      help: 'The support phone number members see on the portal.',
      maxLength: 20,
      rule: matching(/^\+?[0-9][0-9 ().-]{2,19}$/, 'SETTING_PHONE'),
    },
    mailLogoUri: {
      kind: 'path',
      label: 'E-mail logo',
      help: 'A path of the site such as /logo.png: every address in an e-mail starts with the portal’s own.',
      // A path of the portal, so that every address a mail holds starts with PUBLIC_URL.
      rule: matching(/^\/[^/\\\s][^\s]*$/, 'SETTING_SITE_PATH'),
    },
  },
  CONTACT: {
    facebook: contactLink('Facebook page', 'The https address of the Facebook page, linked in the portal’s footer.'),
    telegram: contactLink('Telegram', 'The https address of the Telegram channel or group, linked in the portal’s footer.'),
    youtube: contactLink('YouTube channel', 'The https address of the YouTube channel, linked in the portal’s footer.'),
    zalo: contactLink('Zalo', 'The https address of the Zalo page, linked in the portal’s footer.'),
  },
  BANKING: {
    bankCode: {
      kind: 'bank',
      label: 'Bank',
      help: 'The bank of the account members transfer to for bank orders.',
      rule: matching(/^[A-Za-z0-9]{2,20}$/, 'UNKNOWN_BANK'),
    },
    bin: {
      kind: 'text',
      label: 'Bank BIN',
      help: 'The 6-digit number of that bank in the transfer QR code (shown next to each bank in the list above).',
      maxLength: 6,
      rule: matching(/^\d{6}$/, 'SETTING_BANK_BIN'),
    },
    accountNumber: {
      kind: 'text',
      label: 'Account number',
      help: 'The account that receives bank orders’ transfers, digits only.',
      maxLength: 20,
      rule: matching(/^\d{6,20}$/, 'SETTING_ACCOUNT_NUMBER'),
    },
    accountName: {
      kind: 'text',
      label: 'Account name',
      help: 'The account holder as the bank writes it: capital letters without accents.',
      maxLength: 50,
      rule: matching(/^[A-Z0-9][A-Z0-9 .,&()-]{0,49}$/, 'SETTING_ACCOUNT_NAME'),
    },
    usdtVndRate: {
      kind: 'number',
      label: 'USDT to VND rate',
      help: 'A bank order’s amount to transfer is its USDT total times this rate.',
      unit: 'VND per USDT',
      min: 1,
      max: 9_999_999_999,
      step: 1,
      rule: matching(/^[1-9]\d{0,9}$/, 'SETTING_VND_RATE'),
    },
  },
  SECURITY: {
    withdrawAddressDelayHours: hours('Wait before a new withdrawal address', 'Hours between confirming a new withdrawal address and its first use (0 to 720).'),
    withdrawRequiresKyc: {
      kind: 'switch',
      label: 'Withdrawals need approved KYC',
      help: 'While on, only members whose identity is approved can withdraw.',
      rule: BOOLEAN,
    },
    securityHoldHours: hours('Hold after a security change', 'Hours transfers and withdrawals wait after a password, 2FA or e-mail change (0 to 720).'),
    adjustmentApprovalAboveUsdt: {
      kind: 'number',
      label: 'Second approval above',
      help: 'An operator’s manual adjustments of one member in 24 hours above this value wait for another operator (five times it over all members).',
      unit: { symbol: 'USDT' },
      min: 0,
      max: 999_999_999_999,
      step: 0.000001,
      rule: matching(/^\d{1,12}(\.\d{1,6})?$/, 'SETTING_USDT_AMOUNT'),
    },
  },
};

/** A setting outside the catalogue (added by the command line): a contact link keeps the https rule, others any text. */
function fallbackSpec(group: SettingGroup): SettingSpec {
  if (group === 'CONTACT') return { kind: 'url', label: 'Contact link', help: 'An https address linked in the portal’s footer.', rule: HTTPS_URL };
  return {
    kind: 'text',
    label: 'Other setting',
    help: 'A setting without a description: any text up to 2000 characters.',
    maxLength: 2000,
    rule: text('SETTING_TOO_LONG').check(z.maxLength(2000, 'SETTING_TOO_LONG')),
  };
}

/** The setting's spec; `known` is false for a name outside the catalogue (the form then shows its name). */
export function settingSpec(group: SettingGroup, name: string): SettingSpec & { known: boolean } {
  const spec = Object.hasOwn(SETTING_CATALOGUE[group], name) ? SETTING_CATALOGUE[group][name] : undefined;
  return spec ? { ...spec, known: true } : { ...fallbackSpec(group), known: false };
}

/** The rule a saved value of `group`.`name` must keep. */
export const settingValueSchema = (group: SettingGroup, name: string): z.ZodMiniType<string> => settingSpec(group, name).rule;
