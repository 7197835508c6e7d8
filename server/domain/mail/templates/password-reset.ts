import { portalLink } from '../../portal-links';
import type { InEachLanguage } from '../message';
import { mailTemplate } from '../template';

export interface PasswordResetParams {
  link: string;
  validMinutes: number;
}

/** The reset page of the portal, carrying the token. */
export function passwordResetLink(config: { publicUrl: string }, token: string): string {
  return portalLink(config, '/reset-password', { token });
}

const TEXTS: InEachLanguage<{
  subject: (site: string) => string;
  heading: string;
  asked: (site: string, username: string) => string;
  open: (minutes: number) => string;
  action: string;
  notYou: string;
  reason: (site: string) => string;
}> = {
  'vi-VN': {
    subject: (site) => `Đặt lại mật khẩu ${site}`,
    heading: 'Đặt lại mật khẩu',
    asked: (site, username) => `Có người đã yêu cầu đặt lại mật khẩu của tài khoản ${site} "${username}".`,
    open: (minutes) => `Mở liên kết bên dưới trong vòng ${minutes} phút để chọn mật khẩu mới. Liên kết chỉ dùng được một lần.`,
    action: 'Chọn mật khẩu mới',
    notYou: 'Nếu không phải bạn, hãy bỏ qua e-mail này: mật khẩu của bạn vẫn giữ nguyên.',
    reason: (site) => `Bạn nhận được e-mail này vì có yêu cầu đặt lại mật khẩu cho tài khoản ${site} đăng ký bằng địa chỉ này.`,
  },
  'en-US': {
    subject: (site) => `Reset your ${site} password`,
    heading: 'Reset your password',
    asked: (site, username) => `Someone asked to reset the password of the ${site} account "${username}".`,
    open: (minutes) => `Open the link below within ${minutes} minutes to choose a new password. It works once.`,
    action: 'Choose a new password',
    notYou: 'If it was not you, ignore this e-mail: your password stays as it is.',
    reason: (site) => `You get this e-mail because a password reset was asked for the ${site} account registered with this address.`,
  },
};

/** Forgot password: the one-time link to the reset page. */
export const passwordResetMail = mailTemplate<PasswordResetParams>({
  compose({ link, validMinutes }, { language, brand, recipient }) {
    const t = TEXTS[language];
    return {
      subject: t.subject(brand.siteName),
      heading: t.heading,
      blocks: [
        { type: 'text', text: t.asked(brand.siteName, recipient.username) },
        { type: 'text', text: t.open(validMinutes) },
        { type: 'action', label: t.action, url: link },
        { type: 'text', text: t.notYou },
      ],
      reason: t.reason(brand.siteName),
    };
  },
  examples: (config) => [{ link: passwordResetLink(config, 'EXAMPLE-TOKEN'), validMinutes: 30 }],
});
