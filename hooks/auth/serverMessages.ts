import type { TranslationKey } from '@/config/translate';

/**
 * The sign-in texts the API answers with (messages and field errors), translated like our own;
 * a text missing here is shown as the server sent it.
 */
export const SERVER_MESSAGES = [
  'Invalid username or password',
  'Network Error',
  'Too many attempts, try again later',
  'Validation failed',
  'Invalid verification code',
  'This code was already used, wait for the next one',
  'The sign-in step expired, sign in again',
  'Code must be 6 digits',
  'If the email is registered, a reset link has been sent',
  'This reset link is invalid or has expired',
  'Your password has been reset, sign in with the new one',
  'Token is required',
  'Account created',
  'Username is required',
  'Username is already taken',
  'Username must be 4 to 20 characters (letters, digits, _) and start with a letter',
  'Email is not valid',
  'Email is already registered',
  'Email must be at most 254 characters',
  'Full name is required',
  'Full name must be at most 100 characters',
  'Phone must be a Vietnamese number, e.g. 0901234567 or +84901234567',
  'Password is required',
  'Password must be at least 8 characters with an upper-case letter, a lower-case letter, a digit and a special character',
  'Password must be at most 128 characters',
  'Referrer code is required',
  'Referrer code is not valid',
  'Referrer code does not exist',
] as const satisfies readonly TranslationKey[];

const known = new Set<string>(SERVER_MESSAGES);

export function isServerMessage(text: string): text is (typeof SERVER_MESSAGES)[number] {
  return known.has(text);
}
