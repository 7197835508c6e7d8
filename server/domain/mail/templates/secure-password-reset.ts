import { secureResetLink } from '../../security-alerts';
import type { InEachLanguage } from '../message';
import { mailTemplate } from '../template';

export interface SecurePasswordResetParams {
  link: string;
  validMinutes: number;
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
    subject: (site) => `Đặt mật khẩu bảo mật mới cho ${site}`,
    heading: 'Đặt mật khẩu bảo mật mới',
    asked: (site, username) =>
      `Có người đã đăng nhập vào tài khoản ${site} "${username}" và yêu cầu đặt mật khẩu bảo mật mới ` +
      '(mật khẩu xác nhận thanh toán, chuyển khoản và rút tiền).',
    open: (minutes) =>
      `Mở liên kết bên dưới trong vòng ${minutes} phút, khi đang đăng nhập vào tài khoản đó, để chọn mật khẩu. Liên kết chỉ dùng được một lần.`,
    action: 'Đặt mật khẩu bảo mật mới',
    notYou: 'Nếu không phải bạn, hãy bỏ qua e-mail này và đổi mật khẩu đăng nhập: có người đã biết mật khẩu của bạn.',
    reason: (site) => `Bạn nhận được e-mail này vì có yêu cầu đặt mật khẩu bảo mật cho tài khoản ${site} của bạn.`,
  },
  'en-US': {
    subject: (site) => `Set a new ${site} secure password`,
    heading: 'Set a new secure password',
    asked: (site, username) =>
      `Someone signed in to the ${site} account "${username}" asked to set a new secure password ` +
      '(it confirms payments, transfers and withdrawals).',
    open: (minutes) => `Open the link below within ${minutes} minutes, signed in to that account, to choose it. It works once.`,
    action: 'Set a new secure password',
    notYou: 'If it was not you, ignore this e-mail and change your password: someone knows it.',
    reason: (site) => `You get this e-mail because a secure password was asked for on your ${site} account.`,
  },
};

/** The first or a forgotten secure password: the one-time link to the page that sets it (signed in). */
export const securePasswordResetMail = mailTemplate<SecurePasswordResetParams>({
  compose({ link, validMinutes }, { language, brand, recipient }) {
    const t = TEXTS[language];
    return {
      subject: t.subject(brand.siteName),
      heading: t.heading,
      blocks: [
        { type: 'text', text: t.asked(brand.siteName, recipient.username) },
        { type: 'text', text: t.open(validMinutes) },
        { type: 'action', label: t.action, url: link },
        { type: 'warning', text: t.notYou },
      ],
      reason: t.reason(brand.siteName),
    };
  },
  examples: (config) => [{ link: secureResetLink(config, 'EXAMPLE-TOKEN'), validMinutes: 30 }],
});
