import { renderHtml, renderText } from './layout';
import type { MailBrand, MailRecipient, OutgoingMail } from './message';
import type { MailTemplate } from './template';
import { emailVerifyMail } from './templates/email-verify';
import { newDeviceSignInMail } from './templates/new-device-sign-in';
import { passwordResetMail } from './templates/password-reset';
import { securePasswordResetMail } from './templates/secure-password-reset';
import { securityAlertMail } from './templates/security-alert';
import { signInUnlockMail } from './templates/sign-in-unlock';
import { withdrawAddressConfirmMail } from './templates/withdraw-address-confirm';
import { withdrawalStepMail } from './templates/withdrawal-step';
import { teamAlertMail } from './templates/team-alert';

/**
 * Every mail the platform sends, by kind: the only way to send one (server/mail/member-mail.ts takes a kind of this
 * list), so the tests, which render every kind from here, cover a new one as soon as it can be sent.
 */
export const MAIL_TEMPLATES = {
  PASSWORD_RESET: passwordResetMail,
  SECURE_PASSWORD_RESET: securePasswordResetMail,
  SECURITY_ALERT: securityAlertMail,
  NEW_DEVICE_SIGN_IN: newDeviceSignInMail,
  SIGN_IN_UNLOCK: signInUnlockMail,
  WITHDRAW_ADDRESS_CONFIRM: withdrawAddressConfirmMail,
  WITHDRAWAL_STEP: withdrawalStepMail,
  TEAM_ALERT: teamAlertMail,
  EMAIL_VERIFY: emailVerifyMail,
} as const;

export type MailKind = keyof typeof MAIL_TEMPLATES;
export type MailParams<K extends MailKind> = (typeof MAIL_TEMPLATES)[K] extends MailTemplate<infer P> ? P : never;

export const MAIL_KINDS = Object.keys(MAIL_TEMPLATES) as MailKind[];

export interface ComposeOptions {
  /**
   * The anti-phishing code to show instead of the recipient's: the alert of a code change shows the code the member
   * knew before, so it is recognisable as ours (undefined: the recipient's).
   */
  antiPhishingPhrase?: string | null;
}

/** A mail of `kind` to the member, in their language, with their anti-phishing code, as text and HTML. */
export function composeMail<K extends MailKind>(
  kind: K,
  params: MailParams<K>,
  recipient: MailRecipient,
  brand: MailBrand,
  options: ComposeOptions = {},
): OutgoingMail {
  const template = MAIL_TEMPLATES[kind] as MailTemplate<MailParams<K>>;
  const language = recipient.language;
  const content = template.compose(params, { language, brand, recipient });
  const frame = { recipient, brand, antiPhishingPhrase: options.antiPhishingPhrase === undefined ? recipient.antiPhishingPhrase : options.antiPhishingPhrase };
  return {
    to: recipient.email,
    kind,
    language,
    subject: content.subject,
    text: renderText(content, frame),
    html: renderHtml(content, frame),
  };
}
