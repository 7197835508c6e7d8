import { portalLink } from '../../portal-links';
import type { InEachLanguage } from '../message';
import { mailTemplate } from '../template';

export interface EmailVerifyParams {
  link: string;
  validHours: number;
}

/** The portal's page that verifies the signed-in member's address, carrying the token. */
export function emailVerifyLink(config: { publicUrl: string }, token: string): string {
  return portalLink(config, '/verify-email', { token });
}

const TEXTS: InEachLanguage<{
  subject: (site: string) => string;
  heading: string;
  welcome: (site: string, username: string) => string;
  open: (hours: number) => string;
  action: string;
  why: string;
  notYou: (site: string) => string;
  reason: (site: string) => string;
}> = {
  'vi-VN': {
    subject: (site) => `Xác minh địa chỉ e-mail của bạn tại ${site}`,
    heading: 'Xác minh địa chỉ e-mail',
    welcome: (site, username) => `Chào mừng bạn đến với ${site}! Tài khoản "${username}" vừa được tạo với địa chỉ e-mail này.`,
    open: (hours) =>
      `Mở liên kết bên dưới trong vòng ${hours} giờ, trên thiết bị bạn đã đăng nhập, để xác nhận đây là địa chỉ của bạn. Liên kết chỉ dùng được một lần.`,
    action: 'Xác minh e-mail',
    why: 'Cho đến khi địa chỉ được xác minh, bạn chưa thể rút tiền, thêm địa chỉ rút tiền hay đổi thông tin nhận thanh toán: các cảnh báo bảo mật và liên kết khôi phục đều được gửi đến địa chỉ này.',
    notYou: (site) => `Nếu bạn không đăng ký tài khoản ${site}, hãy bỏ qua e-mail này: địa chỉ của bạn sẽ không được xác minh.`,
    reason: (site) => `Bạn nhận được e-mail này vì một tài khoản ${site} vừa được đăng ký bằng địa chỉ này.`,
  },
  'en-US': {
    subject: (site) => `Verify your e-mail address at ${site}`,
    heading: 'Verify your e-mail address',
    welcome: (site, username) => `Welcome to ${site}! The account "${username}" has just been created with this e-mail address.`,
    open: (hours) =>
      `Open the link below within ${hours} hours, on a device where you are signed in, to confirm that this address is yours. It works once.`,
    action: 'Verify e-mail',
    why: 'Until the address is verified you cannot withdraw, add a withdrawal address or change your payout details: security alerts and recovery links all go to this address.',
    notYou: (site) => `If you did not sign up at ${site}, ignore this e-mail: your address will not be verified.`,
    reason: (site) => `You get this e-mail because a ${site} account was just registered with this address.`,
  },
};

/** A new member's address: the one-time link that verifies it (opened by the signed-in member). */
export const emailVerifyMail = mailTemplate<EmailVerifyParams>({
  compose({ link, validHours }, { language, brand, recipient }) {
    const t = TEXTS[language];
    return {
      subject: t.subject(brand.siteName),
      heading: t.heading,
      blocks: [
        { type: 'text', text: t.welcome(brand.siteName, recipient.username) },
        { type: 'text', text: t.open(validHours) },
        { type: 'action', label: t.action, url: link },
        { type: 'text', text: t.why },
        { type: 'text', text: t.notYou(brand.siteName) },
      ],
      reason: t.reason(brand.siteName),
    };
  },
  examples: (config) => [{ link: emailVerifyLink(config, 'EXAMPLE-TOKEN'), validHours: 48 }],
});
