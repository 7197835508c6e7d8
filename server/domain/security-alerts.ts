import type { SecurityChange } from '../../contract/enums';
import type { OutgoingMail } from './password-reset-mail';
import { portalLink } from './portal-links';

/** How long a "this was not me" link works. */
export const NOT_ME_LINK_SECONDS = 7 * 24 * 60 * 60;

export const SECURITY_MESSAGES = {
  notMeDone: 'Your account is secured: every session is signed out and money out is blocked until support unblocks it',
  notMeReason: 'The member answered a security alert with "this was not me"',
  secureResetSent: 'We sent you an e-mail with a link to set a new secure password',
} as const;

/** What each alert says changed (the e-mail's words; the client words the notification from its type). */
const CHANGE_TEXTS: Record<SecurityChange, string> = {
  PASSWORD: 'The password of your account was changed.',
  SECURE_PASSWORD: 'The secure password of your account (asked for payments, transfers and withdrawals) was changed.',
  TWO_FACTOR_ON: 'Two-factor authentication was turned on for your account.',
  TWO_FACTOR_OFF: 'Two-factor authentication was turned off for your account.',
  EMAIL: 'The e-mail address of your account was changed.',
  PAYOUT: 'The payout details of your account (bank account or wallet) were changed.',
  RECOVERY_CODE_USED: 'A recovery code was used to sign in to your account instead of the authenticator code.',
  RECOVERY_CODES_RENEWED: 'New recovery codes were made for your account; the earlier ones no longer work.',
  PASSKEY_ADDED: 'A passkey was added to your account: it signs in without your password.',
  PASSKEY_REMOVED: 'A passkey was removed from your account.',
};

/** The public page that confirms "this was not me". */
export function notMeLink(config: { publicUrl: string }, token: string): string {
  return portalLink(config, '/not-me', { token });
}

/** The member page that sets a new secure password. */
export function secureResetLink(config: { publicUrl: string }, token: string): string {
  return portalLink(config, '/reset-secure-password', { token });
}

interface Recipient {
  email: string;
  username: string;
  fullName: string;
}

export function securityAlertMail(member: Recipient, change: SecurityChange, link: string, at: Date): OutgoingMail {
  return {
    to: member.email,
    subject: 'Security alert: your FilHub account changed',
    body: [
      `Hello ${member.fullName},`,
      '',
      `${CHANGE_TEXTS[change]} (account "${member.username}", ${at.toISOString().replace('T', ' ').slice(0, 16)} UTC)`,
      '',
      'If it was you, there is nothing to do.',
      'If it was not you, open this link (it works once, for 7 days): every session of your account is signed out',
      'and transfers and withdrawals are blocked until our support checks your account with you.',
      link,
      '',
      'Then reset your password with "Forgot password" on the sign-in page.',
    ].join('\n'),
  };
}

export function secureResetMail(member: Recipient, link: string, validMinutes: number): OutgoingMail {
  return {
    to: member.email,
    subject: 'Set a new FilHub secure password',
    body: [
      `Hello ${member.fullName},`,
      '',
      `Someone signed in to the FilHub account "${member.username}" asked to set a new secure password.`,
      `Open this link within ${validMinutes} minutes, signed in to that account, to choose it (it works once):`,
      link,
      '',
      'If it was not you, ignore this e-mail and change your password: someone knows it.',
    ].join('\n'),
  };
}
