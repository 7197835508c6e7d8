import type { FormTexts } from './useContractResolver';

/** The code forms' own wording. */
export const CODE_FORM_TEXTS: FormTexts = {
  CODE_MISSING: 'Enter the 6-digit code',
  CODE_FORMAT: 'The code has 6 digits',
  PASSWORD_REQUIRED: 'Enter your password',
};
