/** Sign-up consent and e-mail verification error codes and their English texts (part of ERROR_TEXTS, contract/errors.ts). */
export const ACCOUNT_ERROR_TEXTS = {
  TERMS_CONSENT_REQUIRED: 'Accept the terms of use, the privacy policy and the risk disclosure to create an account',
  EMAIL_VERIFY_LINK_INVALID: 'This verification link is invalid, expired, already used or meant for another account',
  EMAIL_ALREADY_VERIFIED: 'Your e-mail address is already verified',
  EMAIL_NOT_VERIFIED: 'Verify your e-mail address first: open the link we e-mailed you, or ask for a new one on the dashboard',
} as const;
