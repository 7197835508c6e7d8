/** The anti-phishing code's length, in characters (after trimming). */
export const ANTI_PHISHING_MIN_LENGTH = 4;
export const ANTI_PHISHING_MAX_LENGTH = 32;

/**
 * auth/client/anti-phishing: whether the member set a code and its first characters. The whole code is never sent
 * back (every e-mail shows it): a stolen access token does not give a phisher the code to copy.
 */
export interface AntiPhishingCode {
  isSet: boolean;
  /** The code's first two characters and a fixed mask ("Ho••••••"); null when none is set. */
  hint: string | null;
}
