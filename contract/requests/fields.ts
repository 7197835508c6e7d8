import * as z from 'zod/mini';

import type { ErrorCode } from '../errors';

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

/** A required text that must not be empty, up to `max` characters. */
export const filledText = (field: RequiredField, max: number, tooLong: ErrorCode) =>
  requiredText(field).check(z.minLength(1, `${field}_REQUIRED`), z.maxLength(max, tooLong));

/** The username rule: a letter, then letters, digits or _, 4 to 20 characters; stored in lower case. */
export const USERNAME_LENGTH = { min: 4, max: 20 } as const;

const usernameShape = (min: number) => new RegExp(`^[a-z][a-z0-9_]{${min - 1},${USERNAME_LENGTH.max - 1}}$`);

/** A new member's username (sign-up, create-downline): the whole rule. Stored in lower case. */
export const usernameSchema = requiredText('USERNAME').check(z.trim(), z.toLowerCase(), z.regex(usernameShape(USERNAME_LENGTH.min), 'USERNAME_RULE'));

/**
 * A username naming an existing member (the console's paths): the same rule without its minimum length, which is
 * for new names only (members named before it, as the demo's lan and hoa, keep theirs). Lower-cased like the stored.
 */
export const memberUsernameSchema = requiredText('USERNAME').check(z.trim(), z.toLowerCase(), z.regex(usernameShape(1), 'USERNAME_RULE'));

/** Stored in lower case. */
export const emailSchema = z.pipe(
  requiredText('EMAIL').check(z.trim(), z.toLowerCase()),
  z.email('EMAIL_INVALID').check(z.maxLength(254, 'EMAIL_TOO_LONG')),
);

export const fullNameSchema = requiredText('FULL_NAME').check(
  z.trim(),
  z.minLength(2, 'FULL_NAME_REQUIRED'),
  z.maxLength(100, 'FULL_NAME_TOO_LONG'),
);

const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

/** Spaces removed before checking; stored without them. */
export const phoneSchema = z.pipe(
  z.pipe(requiredText('PHONE'), z.transform(withoutSpaces)),
  z.string().check(z.regex(/^(0|\+84)\d{9,10}$/, 'PHONE_RULE')),
);

/** Length (8 to 128) and the four character classes. */
export function strongPasswordSchema(field: 'PASSWORD' | 'NEW_PASSWORD' | 'SECURE_PASSWORD') {
  const rule = `${field}_RULE` as const;
  return requiredText(field).check(
    z.minLength(8, rule),
    z.maxLength(128, `${field}_TOO_LONG`),
    z.regex(/[a-z]/, rule),
    z.regex(/[A-Z]/, rule),
    z.regex(/\d/, rule),
    z.regex(/[^A-Za-z0-9]/, rule),
  );
}

export const newPasswordSchema = strongPasswordSchema('PASSWORD');

/** A password to check against a stored hash: anything non-empty up to a sane length. */
export const presentedPasswordSchema = (field: 'PASSWORD' | 'CURRENT_PASSWORD' | 'CURRENT_SECURE_PASSWORD') =>
  requiredText(field).check(z.minLength(1, `${field}_REQUIRED`), z.maxLength(1024, `${field}_INVALID`));

/** A TOTP code as typed: 6 digits, spaces ignored. */
export const verificationCodeSchema = z.pipe(
  z.pipe(requiredText('CODE'), z.transform(withoutSpaces)),
  z.string().check(z.regex(/^\d{6}$/, 'CODE_FORMAT')),
);

/** Referral codes are stored in upper case. */
export const referralCodeSchema = requiredText('REFERRER_CODE').check(
  z.trim(),
  z.toUpperCase(),
  z.minLength(1, 'REFERRER_CODE_REQUIRED'),
  z.maxLength(32, 'REFERRER_CODE_INVALID'),
);

/** A one-time link's token. */
export const linkTokenSchema = (invalid: ErrorCode) => filledText('TOKEN', 200, invalid);

interface PasswordConfirmation {
  password: string;
  confirmPassword: string;
}

/**
 * The confirmation equals the password. The comparison runs whenever both are text, so a mismatch is reported with
 * the other fields' errors.
 */
export const passwordsMatch = z.refine<PasswordConfirmation>((form) => form.confirmPassword === form.password, {
  path: ['confirmPassword'],
  message: 'PASSWORDS_DO_NOT_MATCH',
  when: ({ value }) => {
    const form = (value ?? {}) as { password?: unknown; confirmPassword?: unknown };
    return typeof form.password === 'string' && typeof form.confirmPassword === 'string' && form.confirmPassword !== '';
  },
});

/** The confirmation field of a new password. */
export const confirmPasswordSchema = requiredText('CONFIRM_PASSWORD').check(z.minLength(1, 'CONFIRM_PASSWORD_REQUIRED'));
