/** Account error codes and their English texts (parts of ERROR_TEXTS, contract/errors.ts). */

/** Sign-up consent and e-mail verification. */
export const ACCOUNT_ERROR_TEXTS = {
  TERMS_CONSENT_REQUIRED: 'Accept the terms of use, the privacy policy and the risk disclosure to create an account',
  EMAIL_VERIFY_LINK_INVALID: 'This verification link is invalid, expired, already used or meant for another account',
  EMAIL_ALREADY_VERIFIED: 'Your e-mail address is already verified',
  EMAIL_NOT_VERIFIED: 'Verify your e-mail address first: open the link we e-mailed you, or ask for a new one on the dashboard',
} as const;

/** Recovery codes and passkeys. */
export const SECOND_FACTOR_ERROR_TEXTS = {
  RECOVERY_CODE_REQUIRED: 'Enter a recovery code',
  RECOVERY_CODE_NOT_TEXT: 'Recovery code must be text',
  RECOVERY_CODE_FORMAT: 'A recovery code has 16 letters and digits',
  RECOVERY_CODE_INVALID: 'This recovery code is wrong or was already used',
  SECOND_FACTOR_CHOICE: 'Enter either the authenticator code or a recovery code',
  PASSKEY_RESPONSE_INVALID: 'The passkey answer is malformed, try again',
  PASSKEY_NOT_ACCEPTED: 'The passkey could not be verified, try again',
  PASSKEY_CHALLENGE_INVALID: 'The passkey request expired or was already used, try again',
  PASSKEY_UNKNOWN: 'This passkey is not registered for this account',
  PASSKEY_ALREADY_ADDED: 'This passkey is already added',
  PASSKEY_LIMIT: 'You can add at most 10 passkeys',
  PASSKEY_NOT_FOUND: 'Passkey not found',
  NO_PASSKEY: 'There is no passkey on this account',
  PASSKEY_NAME_REQUIRED: 'Enter a name for the passkey',
  PASSKEY_NAME_NOT_TEXT: 'Passkey name must be text',
  PASSKEY_NAME_TOO_LONG: 'Passkey name must be at most 50 characters',
} as const;
