import type { AntiPhishingCode } from '../../contract/anti-phishing';

/** Characters of the code the member sees again; the mask has a fixed length, so it tells nothing of the rest. */
const HINT_CHARACTERS = 2;
const MASK = '••••••';

export const ANTI_PHISHING_MESSAGES = {
  saved: 'Anti-phishing code saved',
  removed: 'Anti-phishing code removed',
} as const;

/** What the member's settings show of the code: whether it is set and its first characters (never all of it). */
export function antiPhishingView(phrase: string | null): AntiPhishingCode {
  if (!phrase) return { isSet: false, hint: null };
  return { isSet: true, hint: `${[...phrase].slice(0, HINT_CHARACTERS).join('')}${MASK}` };
}
