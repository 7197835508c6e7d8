import { portalLink } from './portal-links';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

/** The reset page of the portal, carrying the token. */
export function passwordResetLink(config: { publicUrl: string }, token: string): string {
  return portalLink(config, '/reset-password', { token });
}

export function passwordResetMail(
  member: { email: string; username: string; fullName: string },
  link: string,
  validMinutes: number,
): OutgoingMail {
  return {
    to: member.email,
    subject: 'Reset your FilHub password',
    body: [
      `Hello ${member.fullName},`,
      '',
      `Someone asked to reset the password of the FilHub account "${member.username}".`,
      `Open this link within ${validMinutes} minutes to choose a new password (it works once):`,
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
