import { randomInt } from 'node:crypto';

import { z } from 'zod';

/** A string field whose missing value reads "<label> is required". */
export function requiredText(label: string) {
  return z.string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) });
}

export const USERNAME_RULE = 'Username must be 4 to 20 characters (letters, digits, _) and start with a letter';
/** The strength rule of every password (sign-in password and secure password), under the field's label. */
export const passwordRule = (label: string) =>
  `${label} must be at least 8 characters with an upper-case letter, a lower-case letter, a digit and a special character`;
export const PASSWORD_RULE = passwordRule('Password');
export const PHONE_RULE = 'Phone must be a Vietnamese number, e.g. 0901234567 or +84901234567';

/** Stored in lower case. */
export const usernameSchema = requiredText('Username')
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9_]{3,19}$/, USERNAME_RULE);

/** Stored in lower case. */
export const emailSchema = requiredText('Email')
  .trim()
  .toLowerCase()
  .pipe(z.email('Email is not valid').max(254, 'Email must be at most 254 characters'));

export const fullNameSchema = requiredText('Full name')
  .trim()
  .min(2, 'Full name is required')
  .max(100, 'Full name must be at most 100 characters');

/** Spaces removed before checking; stored without them. */
export const phoneSchema = requiredText('Phone')
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^(0|\+84)\d{9,10}$/, PHONE_RULE));

/** Length (8 to 128) and the four character classes. */
export function strongPasswordSchema(label: string) {
  const rule = passwordRule(label);
  return requiredText(label)
    .min(8, rule)
    .max(128, `${label} must be at most 128 characters`)
    .regex(/[a-z]/, rule)
    .regex(/[A-Z]/, rule)
    .regex(/\d/, rule)
    .regex(/[^A-Za-z0-9]/, rule);
}

export const newPasswordSchema = strongPasswordSchema('Password');

/** A password to check against a stored hash: anything non-empty up to a sane length. */
export const presentedPasswordSchema = (label: string) =>
  requiredText(label).min(1, `${label} is required`).max(1024, `${label} is wrong`);

/** A TOTP code as typed: 6 digits, spaces ignored. */
export const verificationCodeSchema = requiredText('Code')
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Code must be 6 digits'));

/** Referral codes are stored in upper case. */
export const referralCodeSchema = requiredText('Referrer code')
  .trim()
  .toUpperCase()
  .min(1, 'Referrer code is required')
  .max(32, 'Referrer code is not valid');

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
