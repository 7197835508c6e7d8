import { ERROR_TEXTS } from '@/contract/errors';
import type { ErrorCode } from '@/contract/errors';

const CODE_OF_TEXT = new Map<string, ErrorCode>(Object.entries(ERROR_TEXTS).map(([code, text]) => [text, code as ErrorCode]));

/** The fieldCodes an answer with these field texts carries (a matcher in place of a text stays a matcher for the code). */
export function fieldCodesOf(errors: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => {
      if (typeof text !== 'string') return [field, expect.any(String)];
      const code = CODE_OF_TEXT.get(text);
      if (!code) throw new Error(`No error code has the text "${text}"`);
      return [field, code];
    }),
  );
}
