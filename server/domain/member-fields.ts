import { randomInt } from 'node:crypto';

import { z } from 'zod';

import type { ErrorCode } from '../../contract/errors';

/** The fields whose codes follow `<FIELD>_REQUIRED` and `<FIELD>_NOT_TEXT`. */
type FieldOf<Code, Suffix extends string> = Code extends `${infer Field}${Suffix}` ? Field : never;
type TextField = FieldOf<ErrorCode, '_NOT_TEXT'>;
type RequiredField = Extract<TextField, FieldOf<ErrorCode, '_REQUIRED'>>;

/** A string field: a missing value reads `<FIELD>_REQUIRED`, another type `<FIELD>_NOT_TEXT`. */
export function requiredText(field: RequiredField) {
  return z.string({ error: (issue) => (issue.input === undefined ? `${field}_REQUIRED` : `${field}_NOT_TEXT`) });
}

/** A string field that may be left out; another type reads `<FIELD>_NOT_TEXT`. */
export const textField = (field: TextField) => z.string({ error: `${field}_NOT_TEXT` });

/** Stored in lower case. */
export const usernameSchema = requiredText('USERNAME')
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9_]{3,19}$/, 'USERNAME_RULE');

/** Stored in lower case. */
export const emailSchema = requiredText('EMAIL')
  .trim()
  .toLowerCase()
  .pipe(z.email('EMAIL_INVALID').max(254, 'EMAIL_TOO_LONG'));

export const fullNameSchema = requiredText('FULL_NAME')
  .trim()
  .min(2, 'FULL_NAME_REQUIRED')
  .max(100, 'FULL_NAME_TOO_LONG');

/** Spaces removed before checking; stored without them. */
export const phoneSchema = requiredText('PHONE')
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^(0|\+84)\d{9,10}$/, 'PHONE_RULE'));

/** Length (8 to 128) and the four character classes. */
export function strongPasswordSchema(field: 'PASSWORD' | 'NEW_PASSWORD' | 'SECURE_PASSWORD') {
  const rule = `${field}_RULE` as const;
  return requiredText(field)
    .min(8, rule)
    .max(128, `${field}_TOO_LONG`)
    .regex(/[a-z]/, rule)
    .regex(/[A-Z]/, rule)
    .regex(/\d/, rule)
    .regex(/[^A-Za-z0-9]/, rule);
}

export const newPasswordSchema = strongPasswordSchema('PASSWORD');

/** A password to check against a stored hash: anything non-empty up to a sane length. */
export const presentedPasswordSchema = (field: 'PASSWORD' | 'CURRENT_PASSWORD' | 'CURRENT_SECURE_PASSWORD') =>
  requiredText(field).min(1, `${field}_REQUIRED`).max(1024, `${field}_INVALID`);

/** A TOTP code as typed: 6 digits, spaces ignored. */
export const verificationCodeSchema = requiredText('CODE')
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'CODE_FORMAT'));

/** Referral codes are stored in upper case. */
export const referralCodeSchema = requiredText('REFERRER_CODE')
  .trim()
  .toUpperCase()
  .min(1, 'REFERRER_CODE_REQUIRED')
  .max(32, 'REFERRER_CODE_INVALID');

export const signUpSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  fullName: fullNameSchema,
  phone: phoneSchema,
  password: newPasswordSchema,
  referrerCode: referralCodeSchema,
});

export type SignUpInput = z.output<typeof signUpSchema>;

/** No 0/O or 1/I, so that a code read aloud or copied by hand survives. */
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERRAL_LENGTH = 8;

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_LENGTH; i += 1) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}
