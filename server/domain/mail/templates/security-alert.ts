import { SECURITY_CHANGES } from '../../../../contract/enums';
import type { SecurityChange } from '../../../../contract/enums';
import { notMeLink } from '../../security-alerts';
import { formatMailTime } from '../mail-time';
import type { InEachLanguage } from '../message';
import { mailTemplate } from '../template';
import { NOT_ME_TEXTS } from './not-me-texts';

export interface SecurityAlertParams {
  change: SecurityChange;
  /** The "this was not me" link (a one-time token). */
  notMeLink: string;
  at: Date;
  /** Passkeys removed with the change (a password reset removes every one); said in the mail when above 0. */
  passkeysRemoved?: number;
}

const TEXTS: InEachLanguage<{
  subject: (site: string) => string;
  heading: string;
  /** What each alert says changed. */
  changes: Record<SecurityChange, string>;
  passkeysRemoved: (count: number) => string;
  notYou: string;
  reason: (site: string) => string;
}> = {
  'vi-VN': {
    subject: (site) => `Cảnh báo bảo mật: tài khoản ${site} của bạn vừa thay đổi`,
    heading: 'Tài khoản của bạn vừa thay đổi',
    changes: {
      PASSWORD: 'Mật khẩu đăng nhập của tài khoản bạn đã được thay đổi.',
      SECURE_PASSWORD: 'Mật khẩu bảo mật của tài khoản bạn (dùng để xác nhận thanh toán, chuyển khoản và rút tiền) đã được thay đổi.',
      SECURE_PASSWORD_SET: 'Mật khẩu bảo mật của tài khoản bạn (dùng để xác nhận thanh toán, chuyển khoản và rút tiền) đã được đặt lần đầu.',
      TWO_FACTOR_ON: 'Xác thực hai lớp đã được bật cho tài khoản của bạn.',
      TWO_FACTOR_OFF: 'Xác thực hai lớp đã được tắt cho tài khoản của bạn.',
      EMAIL: 'Địa chỉ e-mail của tài khoản bạn đã được thay đổi.',
      PAYOUT: 'Thông tin nhận thanh toán của tài khoản bạn (tài khoản ngân hàng hoặc ví) đã được thay đổi.',
      ANTI_PHISHING:
        'Mã chống lừa đảo của tài khoản bạn đã được đặt, thay đổi hoặc xóa. E-mail này vẫn hiện mã trước đó của bạn (nếu có) ' +
        'để bạn biết thư là của chúng tôi; các thư sau sẽ hiện mã mới.',
      WITHDRAW_ADDRESS: 'Một địa chỉ rút tiền vừa được thêm vào sổ địa chỉ của tài khoản bạn.',
      RECOVERY_CODE_USED: 'Một mã khôi phục đã được dùng để đăng nhập vào tài khoản của bạn thay cho mã xác thực.',
      RECOVERY_CODES_RENEWED: 'Bộ mã khôi phục mới đã được tạo cho tài khoản của bạn; các mã cũ không còn dùng được.',
      PASSKEY_ADDED: 'Một khóa truy cập (passkey) đã được thêm vào tài khoản của bạn: nó đăng nhập được mà không cần mật khẩu.',
      PASSKEY_REMOVED: 'Một khóa truy cập (passkey) đã được gỡ khỏi tài khoản của bạn.',
    },
    passkeysRemoved: (count) =>
      `Mọi khóa truy cập (passkey) của tài khoản bạn cũng đã được gỡ (${count}): passkey đăng nhập được mà không cần mật khẩu. ` +
      'Nếu cần, hãy thêm lại passkey của bạn trong Cài đặt → Bảo mật.',
    notYou: 'Nếu không phải bạn: ',
    reason: (site) => `Bạn nhận được e-mail này vì một thiết lập bảo mật của tài khoản ${site} đã thay đổi.`,
  },
  'en-US': {
    subject: (site) => `Security alert: your ${site} account changed`,
    heading: 'Your account changed',
    changes: {
      PASSWORD: 'The password of your account was changed.',
      SECURE_PASSWORD: 'The secure password of your account (asked for payments, transfers and withdrawals) was changed.',
      SECURE_PASSWORD_SET: 'A secure password (asked for payments, transfers and withdrawals) was set for your account for the first time.',
      TWO_FACTOR_ON: 'Two-factor authentication was turned on for your account.',
      TWO_FACTOR_OFF: 'Two-factor authentication was turned off for your account.',
      EMAIL: 'The e-mail address of your account was changed.',
      PAYOUT: 'The payout details of your account (bank account or wallet) were changed.',
      ANTI_PHISHING:
        'The anti-phishing code of your account was set, changed or removed. This e-mail still shows the code you had before ' +
        '(if you had one), so you can tell it is from us; the next ones show the new code.',
      WITHDRAW_ADDRESS: 'A withdrawal address was added to the address book of your account.',
      RECOVERY_CODE_USED: 'A recovery code was used to sign in to your account instead of the authenticator code.',
      RECOVERY_CODES_RENEWED: 'New recovery codes were made for your account; the earlier ones no longer work.',
      PASSKEY_ADDED: 'A passkey was added to your account: it signs in without your password.',
      PASSKEY_REMOVED: 'A passkey was removed from your account.',
    },
    passkeysRemoved: (count) =>
      `Every passkey of your account was removed with it (${count}): a passkey signs in without a password. ` +
      'Add yours again in Settings → Security if you need them.',
    notYou: 'If it was not you: ',
    reason: (site) => `You get this e-mail because a security setting of your ${site} account changed.`,
  },
};

/** After a credential change: what changed, when, and the "this was not me" link. */
export const securityAlertMail = mailTemplate<SecurityAlertParams>({
  compose({ change, notMeLink: link, at, passkeysRemoved = 0 }, { language, brand, recipient }) {
    const t = TEXTS[language];
    const notMe = NOT_ME_TEXTS[language];
    return {
      subject: t.subject(brand.siteName),
      heading: t.heading,
      blocks: [
        { type: 'text', text: t.changes[change] },
        ...(passkeysRemoved > 0 ? [{ type: 'text' as const, text: t.passkeysRemoved(passkeysRemoved) }] : []),
        {
          type: 'details',
          rows: [
            { label: notMe.account, value: recipient.username },
            { label: notMe.time, value: formatMailTime(at, language) },
          ],
        },
        { type: 'text', text: notMe.itWasYou },
        { type: 'warning', text: notMe.notYou(t.notYou) },
        { type: 'action', label: notMe.action, url: link },
      ],
      reason: t.reason(brand.siteName),
    };
  },
  examples: (config) => [
    ...SECURITY_CHANGES.map((change) => ({ change, notMeLink: notMeLink(config, 'EXAMPLE-TOKEN'), at: new Date('2026-11-26T14:05:00Z') })),
    // A password reset by the e-mailed link, which removed the member's passkeys.
    { change: 'PASSWORD' as const, notMeLink: notMeLink(config, 'EXAMPLE-TOKEN'), at: new Date('2026-11-26T14:05:00Z'), passkeysRemoved: 2 },
  ],
});
