import { portalLink } from './portal-links';

/** How long a "this was not me" link works. */
export const NOT_ME_LINK_SECONDS = 7 * 24 * 60 * 60;

export const SECURITY_MESSAGES = {
  notMeDone: 'Your account is secured: every session is signed out and money out is blocked until support unblocks it',
  notMeReason: 'The member answered a security alert with "this was not me"',
  secureResetSent: 'We sent you an e-mail with a link to set a new secure password',
} as const;

/** The public page that confirms "this was not me". */
export function notMeLink(config: { publicUrl: string }, token: string): string {
  return portalLink(config, '/not-me', { token });
}

/** The member page that sets a new secure password. */
export function secureResetLink(config: { publicUrl: string }, token: string): string {
  return portalLink(config, '/reset-secure-password', { token });
}
