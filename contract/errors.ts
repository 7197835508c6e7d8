/**
 * The API's error codes and their English texts. Every error answer is
 * `{ statusCode, code, message, errors?, fieldCodes? }`: `message` is the code's text, `errors` the field texts,
 * `fieldCodes` the field codes. The texts are also the portal's translation keys (the English text); a text with a
 * `%name%` placeholder is filled by the server.
 */
import { CONSOLE_ERROR_TEXTS } from './errors-console';
import { SUPPORT_ERROR_TEXTS } from './errors-support';
import { TEAM_ERROR_TEXTS } from './errors-team';
import { ALERT_ERROR_TEXTS } from './errors-alerts';
import { HISTORY_ERROR_TEXTS } from './errors-history';
import { ACCOUNT_ERROR_TEXTS, SECOND_FACTOR_ERROR_TEXTS } from './errors-account';

export const ERROR_TEXTS = {
  // Generic answers and request checks.
  NOT_FOUND: 'Not found',
  VALIDATION_FAILED: 'Validation failed',
  INVALID_VALUE: 'Invalid value',
  INTERNAL_ERROR: 'Internal server error',
  REQUEST_FAILED: 'Request failed',
  SERVICE_UNAVAILABLE: 'Service unavailable',
  INVALID_API_KEY: 'Invalid API key',
  RATE_LIMITED: 'Too many attempts, try again later',
  BODY_TOO_LARGE: 'The request body is too large',
  BODY_NOT_JSON: 'The request body must be JSON',
  BODY_NOT_MULTIPART: 'The request body must be multipart/form-data',
  BODY_NOT_FORM: 'The request body is not a valid form',
  NUL_NOT_ALLOWED: 'Must not contain a NUL character',
  MUST_BE_TEXT: 'Must be text',
  TOO_LONG: 'Too long',
  // Client-side only: a request that got no answer.
  NETWORK_ERROR: 'Network Error',

  // Sign-in, sessions and tokens.
  UNAUTHORIZED: 'Unauthorized',
  EXPIRED_ACCESS_TOKEN: 'Access token expired',
  SESSION_ENDED: 'Your session has ended, sign in again',
  SIGN_IN_STEP_EXPIRED: 'The sign-in step expired, sign in again',
  INVALID_CREDENTIALS: 'Invalid username or password',
  SESSION_NOT_FOUND: 'Session not found',
  INVALID_VERIFICATION_CODE: 'Invalid verification code',
  CODE_ALREADY_USED: 'This code was already used, wait for the next one',
  CODE_FORMAT: 'Code must be 6 digits',
  CODE_MISSING: 'Enter the verification code',
  TWO_FACTOR_ALREADY_ON: 'Two-factor authentication is already on',
  TWO_FACTOR_NOT_SET_UP: 'Set up two-factor authentication first',
  TWO_FACTOR_OFF: 'Two-factor authentication is off',
  RESET_LINK_INVALID: 'This reset link is invalid or has expired',
  /** Too many failed sign-ins from devices the member never signed in from: an e-mailed unlock link helps. */
  SIGN_IN_LOCKED: 'Too many attempts from new devices: try again later, or get an unlock link by e-mail',
  UNLOCK_LINK_INVALID: 'This unlock link is invalid, expired or already used',

  ...SECOND_FACTOR_ERROR_TEXTS,

  // Member fields (sign-up, profile, downline).
  USERNAME_REQUIRED: 'Username is required',
  USERNAME_NOT_TEXT: 'Username must be text',
  USERNAME_RULE: 'Username must be 4 to 20 characters (letters, digits, _) and start with a letter',
  USERNAME_TAKEN: 'Username is already taken',
  EMAIL_REQUIRED: 'Email is required',
  EMAIL_NOT_TEXT: 'Email must be text',
  EMAIL_INVALID: 'Email is not valid',
  EMAIL_TOO_LONG: 'Email must be at most 254 characters',
  EMAIL_TAKEN: 'Email is already registered',
  FULL_NAME_REQUIRED: 'Full name is required',
  FULL_NAME_NOT_TEXT: 'Full name must be text',
  FULL_NAME_TOO_LONG: 'Full name must be at most 100 characters',
  PHONE_REQUIRED: 'Phone is required',
  PHONE_NOT_TEXT: 'Phone must be text',
  PHONE_RULE: 'Phone must be a Vietnamese number, e.g. 0901234567 or +84901234567',
  REFERRER_CODE_REQUIRED: 'Referrer code is required',
  REFERRER_CODE_NOT_TEXT: 'Referrer code must be text',
  REFERRER_CODE_INVALID: 'Referrer code is not valid',
  REFERRER_CODE_UNKNOWN: 'Referrer code does not exist',
  REFERRER_NO_PACKAGE: 'This referrer code cannot be used yet: its owner has no package',
  CONFIRM_PASSWORD_REQUIRED: 'Confirm password is required',
  CONFIRM_PASSWORD_NOT_TEXT: 'Confirm password must be text',
  PASSWORDS_DO_NOT_MATCH: 'Passwords do not match',
  DATE_OF_BIRTH_NOT_TEXT: 'Date of birth must be text',
  DATE_OF_BIRTH_FORMAT: 'Date of birth must be a date (YYYY-MM-DD)',
  DATE_OF_BIRTH_NOT_PAST: 'Date of birth must be in the past',
  TOO_YOUNG: 'You must be at least 16 years old',
  ADDRESS_NOT_TEXT: 'Address must be text',
  ADDRESS_TOO_LONG: 'Address must be at most 255 characters',

  // Passwords.
  PASSWORD_REQUIRED: 'Password is required',
  PASSWORD_NOT_TEXT: 'Password must be text',
  PASSWORD_RULE: 'Password must be at least 8 characters with an upper-case letter, a lower-case letter, a digit and a special character',
  PASSWORD_TOO_LONG: 'Password must be at most 128 characters',
  PASSWORD_INVALID: 'Password is wrong',
  PASSWORD_WRONG: 'The password is wrong',
  CURRENT_PASSWORD_REQUIRED: 'Current password is required',
  CURRENT_PASSWORD_NOT_TEXT: 'Current password must be text',
  CURRENT_PASSWORD_INVALID: 'Current password is wrong',
  CURRENT_PASSWORD_WRONG: 'The current password is wrong',
  NEW_PASSWORD_REQUIRED: 'New password is required',
  NEW_PASSWORD_NOT_TEXT: 'New password must be text',
  NEW_PASSWORD_RULE: 'New password must be at least 8 characters with an upper-case letter, a lower-case letter, a digit and a special character',
  NEW_PASSWORD_TOO_LONG: 'New password must be at most 128 characters',
  NEW_PASSWORD_SAME: 'The new password must be different from the current one',
  SECURE_PASSWORD_REQUIRED: 'Secure password is required',
  SECURE_PASSWORD_NOT_TEXT: 'Secure password must be text',
  SECURE_PASSWORD_RULE: 'Secure password must be at least 8 characters with an upper-case letter, a lower-case letter, a digit and a special character',
  SECURE_PASSWORD_TOO_LONG: 'Secure password must be at most 128 characters',
  SECURE_PASSWORD_SAME_AS_LOGIN: 'The secure password must be different from the login password',
  SECURE_PASSWORD_MISSING: 'Enter your secure password',
  SECURE_PASSWORD_WRONG: 'The secure password is wrong',
  SECURE_PASSWORD_UNSET: 'Set a secure password first',
  FIRST_SECURE_PASSWORD_BY_LINK: 'Set your first secure password with the link we e-mail you',
  CURRENT_SECURE_PASSWORD_NOT_TEXT: 'Current secure password must be text',
  CURRENT_SECURE_PASSWORD_REQUIRED: 'Current secure password is required',
  CURRENT_SECURE_PASSWORD_INVALID: 'Current secure password is wrong',
  CURRENT_SECURE_PASSWORD_MISSING: 'Enter your current secure password',
  CURRENT_SECURE_PASSWORD_WRONG: 'The current secure password is wrong',
  TOKEN_REQUIRED: 'Token is required',
  TOKEN_NOT_TEXT: 'Token must be text',
  CODE_REQUIRED: 'Code is required',
  CODE_NOT_TEXT: 'Code must be text',

  // Security alerts.
  MONEY_OUT_BLOCKED: 'Money out is blocked after a security alert; contact support',
  NOT_ME_LINK_INVALID: 'This link is invalid, expired or already used',
  SECURE_RESET_LINK_INVALID: 'This link is invalid or has expired',

  // Anti-phishing code (shown at the top of every e-mail).
  ANTI_PHISHING_REQUIRED: 'Enter your anti-phishing code',
  ANTI_PHISHING_NOT_TEXT: 'The anti-phishing code must be text',
  ANTI_PHISHING_LENGTH: 'The anti-phishing code must be 4 to 32 characters',
  ANTI_PHISHING_CHARACTERS: 'The anti-phishing code may hold letters, digits, spaces, punctuation and symbols only',

  // KYC and uploads.
  KYC_LOCKED: 'KYC is already pending or approved',
  KYC_NOT_PENDING: 'KYC is not pending review',
  KYC_NOT_FOUND: 'The member has no KYC submission',
  DOCUMENT_TYPE_INVALID: 'Document type must be one of ID_CARD, PASSPORT, DRIVER_LICENSE',
  DOCUMENT_NUMBER_REQUIRED: 'Document number is required',
  DOCUMENT_NUMBER_NOT_TEXT: 'Document number must be text',
  DOCUMENT_NUMBER_RULE: 'Document number must be 6 to 20 letters or digits',
  DOCUMENT_FRONT_REQUIRED: 'The front of the document is required',
  DOCUMENT_BACK_REQUIRED: 'The back of the document is required',
  DOCUMENT_SELFIE_REQUIRED: 'A selfie holding the document is required',
  KYC_DECISION_INVALID: 'Decision must be APPROVE or REJECT',
  REASON_NOT_TEXT: 'Reason must be text',
  REASON_TOO_LONG: 'Reason must be at most 500 characters',
  REASON_REQUIRED: 'A reason is required to reject',
  UPLOAD_TOO_LARGE: 'The file must be at most 5 MB',
  UPLOAD_WRONG_TYPE: 'The file must be a JPEG, PNG or WebP image',

  // Payout details.
  SIGNATURE_MISMATCH: 'The signature does not match this wallet',
  WALLET_MESSAGE_GONE: 'The wallet message expired or was used, request a new one',
  SIGNATURE_REQUIRED: 'Sign the wallet message to link this wallet',
  SIGNATURE_NOT_TEXT: 'Signature must be text',
  WALLET_ADDRESS_REQUIRED: 'Wallet address is required',
  WALLET_ADDRESS_NOT_TEXT: 'Wallet address must be text',
  WALLET_ADDRESS_RULE: 'Wallet address must be a 0x address of 40 hex digits',
  UNKNOWN_BANK: 'Bank does not exist',
  BANK_REQUIRED: 'Bank is required',
  BANK_NOT_TEXT: 'Bank must be text',
  ACCOUNT_NUMBER_REQUIRED: 'Account number is required',
  ACCOUNT_NUMBER_NOT_TEXT: 'Account number must be text',
  ACCOUNT_NUMBER_RULE: 'Account number must be 6 to 19 digits',
  ACCOUNT_NAME_REQUIRED: 'Account name is required',
  ACCOUNT_NAME_NOT_TEXT: 'Account name must be text',
  ACCOUNT_NAME_RULE: 'Account name must be 2 to 70 letters and spaces',

  // Money operations.
  AMOUNT_REQUIRED: 'Enter points',
  AMOUNT_TOO_MANY_DECIMALS: 'Use at most 18 decimals',
  AMOUNT_TOO_LARGE: 'The amount is too large',
  AMOUNT_BELOW_MINIMUM: 'Minimum amount is %value%',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  SWAP_PAIR_UNAVAILABLE: 'This swap is not available',
  SYMBOL_CHOICE: 'Choose one of USDT, EV, EC',
  TOKEN_NOT_AVAILABLE: '%symbol% is not available',
  MEMBER_NOT_FOUND: 'Member not found',
  TRANSFER_TO_SELF: 'You cannot transfer to yourself',
  RECEIVER_REQUIRED: 'Enter the receiver\u2019s username',
  BSC_ADDRESS_RULE: 'Enter a BSC wallet address (0x followed by 40 hex digits)',
  RECEIVED_ZERO: 'The amount is too small to receive anything',

  // Orders, warehouse, mining and upgrade.
  IDEMPOTENCY_KEY_REQUIRED: 'Idempotency-Key header is required',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was used for another order',
  ORDER_NO_ITEMS: 'Choose at least one product',
  PRODUCT_UNAVAILABLE: 'A product is not available',
  ORDER_ONE_PACKAGE: 'An order may hold one package',
  PACKAGE_NOT_HIGHER: 'You already have this package or a higher one',
  ORDER_QUANTITY: 'Quantity must be a whole number from 1 to 100',
  ORDER_METHOD: 'Choose BANK or POINT',
  PAYMENT_SYMBOL: 'Choose EV or USDT',
  ORDER_NOT_FOUND: 'Order not found',
  ORDER_NOT_CANCELLABLE: 'Only an order awaiting payment can be cancelled',
  ORDER_NOT_AWAITING_PAYMENT: 'The order is not awaiting payment',
  ORDER_STATUS_INVALID: 'Status must be one of PENDING_PAYMENT, COMPLETED, CANCELLED, EXPIRED',
  CHOOSE_PACKAGE: 'Choose a package',
  UNIT_NOT_FOUND: 'Unit not found',
  UNIT_ALREADY_MINING: 'This unit is already mining',
  FUTURE_DAY: 'The date must not be in the future',
  WITHDRAWAL_NOT_FOUND: 'Withdrawal not found',
  WITHDRAWAL_NOT_PENDING: 'The withdrawal is not pending',
  MONEY_OUT_NOT_BLOCKED: 'Money out of this member is not blocked',
  TX_HASH_REQUIRED: 'Approving a withdrawal needs the transaction hash of its payout',
  TX_HASH_RULE: 'The transaction hash must be 0x followed by 64 hex digits',

  // Withdrawal address book and the money-out rules (SECURITY settings).
  MONEY_OUT_HELD: 'Transfers and withdrawals are on hold until %until% after a security change of your account',
  WITHDRAW_KYC_REQUIRED: 'Withdrawals need approved KYC: send your documents in Setting → KYC',
  WITHDRAW_ADDRESS_REQUIRED: 'Choose an address from your address book',
  WITHDRAW_ADDRESS_NOT_FOUND: 'Withdrawal address not found',
  WITHDRAW_ADDRESS_UNCONFIRMED: 'This address is not confirmed yet: open the link we e-mailed you',
  WITHDRAW_ADDRESS_IN_DELAY: 'This address can be used from %opensAt%',
  WITHDRAW_ADDRESS_REMOVED: 'This address was removed from your address book',
  WITHDRAW_ADDRESS_EXISTS: 'This address is already in your address book',
  WITHDRAW_ADDRESS_BOOK_FULL: 'Your address book is full: remove an address first',
  WITHDRAW_ADDRESS_LINK_INVALID: 'This confirmation link is invalid, expired or already used',
  ADDRESS_LABEL_REQUIRED: 'Give the address a label',
  ADDRESS_LABEL_NOT_TEXT: 'The label must be text',
  ADDRESS_LABEL_TOO_LONG: 'The label must be at most 40 characters',

  // Lists and filters.
  INVALID_CURSOR: 'The page cursor is not valid, start again from the first page',
  LIMIT_RULE_100: 'Limit must be a whole number from 1 to 100',
  LIMIT_RULE_50: 'Limit must be a whole number from 1 to 50',
  FROM_DATE_FORMAT: 'From must be a date (YYYY-MM-DD)',
  FROM_DATE_RANGE: 'From must be a date from 2000-01-01 to 2100-12-31',
  TO_DATE_FORMAT: 'To must be a date (YYYY-MM-DD)',
  TO_DATE_RANGE: 'To must be a date from 2000-01-01 to 2100-12-31',
  ACCRUAL_DATE_FORMAT: 'Date must be a date (YYYY-MM-DD)',
  ACCRUAL_DATE_RANGE: 'Date must be a date from 2000-01-01 to 2100-12-31',
  TRANSACTION_SYMBOL_INVALID: 'Symbol must be one of USDT, EV, EC',
  TRANSACTION_TYPE_INVALID: 'Type is not a transaction type',
  BONUS_TYPE_INVALID: 'Type must be one of DIRECT, LEVEL_2, LEVEL_3',
  RANGE_REVERSED: 'The end date must not be before the start date',
  RANGE_TOO_LONG: 'The range can be at most 366 days',
  PRODUCT_KIND_INVALID: 'Kind must be one of PACKAGE, MINING',
  UNREAD_INVALID: 'Unread must be true or false',

  // Network and notifications.
  LEADERS_ONLY: 'Only leaders can see the team summary',
  NOTIFICATION_NOT_FOUND: 'Notification not found',

  // Analytics, payment webhook and settings.
  PATH_REQUIRED: 'Path is required',
  PATH_TOO_LONG: 'Path must be at most 300 characters',
  PATH_NOT_ABSOLUTE: 'Path must start with /',
  REFERRER_NOT_TEXT: 'Referrer must be text',
  REFERRER_TOO_LONG: 'Referrer must be at most 500 characters',
  LANGUAGE_INVALID: 'Language must be one of vi-VN, en-US',
  SCREEN_INVALID: 'Screen must be one of mobile, tablet, desktop',
  INVALID_SIGNATURE: 'Invalid signature',
  REFERENCE_NOT_TEXT: 'Reference must be text',
  REFERENCE_REQUIRED: 'Reference is required',
  REFERENCE_TOO_LONG: 'Reference must be at most 100 characters',
  CONTENT_NOT_TEXT: 'Content must be text',
  CONTENT_TOO_LONG: 'Content must be at most 500 characters',
  VND_AMOUNT_RULE: 'Amount must be a positive whole number of VND',
  SETTING_GROUP_INVALID: 'Group must be one of WEB, CONTACT, BANKING, SECURITY',
  SETTING_NAME_RULE: 'Name must be a letter followed by up to 63 letters, digits or underscores',
  SETTING_HTTPS_URL: 'Value must be an https URL',
  SETTING_BOOLEAN: 'Value must be true or false',
  SETTING_EMPTY: 'Value must not be empty',
  SETTING_PATH_OR_URL: 'Value must be a site path or an https URL',
  SETTING_SITE_PATH: 'Value must be a path of the site, e.g. /logo.png',
  SETTING_BANK_BIN: 'Value must be a 6-digit bank BIN',
  SETTING_ACCOUNT_NUMBER: 'Value must be 6 to 20 digits',
  SETTING_VND_RATE: 'Value must be a whole number of VND per USDT',
  SETTING_TOO_LONG: 'Value must be at most 2000 characters',
  SETTING_HOURS: 'Value must be a whole number of hours from 0 to 720',
  SETTING_USDT_AMOUNT: 'Value must be an amount of USDT (up to 6 decimals)',
  ...HISTORY_ERROR_TEXTS,
  ...CONSOLE_ERROR_TEXTS,
  ...SUPPORT_ERROR_TEXTS,
  ...TEAM_ERROR_TEXTS,
  ...ALERT_ERROR_TEXTS,
  ...ACCOUNT_ERROR_TEXTS,
} as const;

export type ErrorCode = keyof typeof ERROR_TEXTS;

/** Body statusCode of an expired access token (HTTP 401): the portal refreshes its session on it. */
export const EXPIRED_ACCESS_TOKEN_STATUS = 5000;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_TEXTS, value);
}

/** A code's text with its `%name%` placeholders filled from `params` (a missing one is left as is). */
export function errorText(code: ErrorCode, params: Readonly<Record<string, string>> = {}): string {
  return ERROR_TEXTS[code].replace(/%(\w+)%/g, (placeholder, name: string) => params[name] ?? placeholder);
}
