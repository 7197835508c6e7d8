import { withdrawAddressLink } from '../../withdraw-addresses';
import { formatMailTime } from '../mail-time';
import type { InEachLanguage } from '../message';
import { mailTemplate } from '../template';

export interface WithdrawAddressConfirmParams {
  address: string;
  label: string;
  /** The one-time confirmation link (signed in as the member who added the address). */
  link: string;
  delayHours: number;
  at: Date;
}

const TEXTS: InEachLanguage<{
  subject: (site: string) => string;
  heading: string;
  added: (site: string, username: string) => string;
  check: (delayHours: number) => string;
  action: string;
  notYou: string;
  rows: { label: string; address: string; time: string };
  reason: (site: string) => string;
}> = {
  'vi-VN': {
    subject: (site) => `Xác nhận địa chỉ rút tiền mới của ${site}`,
    heading: 'Xác nhận địa chỉ rút tiền mới',
    added: (site, username) => `Một địa chỉ rút tiền vừa được thêm vào sổ địa chỉ của tài khoản ${site} "${username}".`,
    check: (delayHours) =>
      'Hãy kiểm tra từng ký tự của địa chỉ. Nếu đó là địa chỉ của bạn, hãy mở liên kết bên dưới khi đang đăng nhập vào tài khoản đó ' +
      `để xác nhận (dùng được một lần, trong 24 giờ). Bạn có thể rút tiền đến địa chỉ này ${delayHours} giờ sau khi xác nhận.`,
    action: 'Xác nhận địa chỉ',
    notYou:
      'Nếu không phải bạn thêm địa chỉ này, đừng mở liên kết: có người đã biết mật khẩu của bạn. Hãy đổi mật khẩu và trả lời ' +
      'cảnh báo bảo mật chúng tôi đã gửi bằng "Không phải tôi".',
    rows: { label: 'Tên gợi nhớ', address: 'Địa chỉ', time: 'Thời gian' },
    reason: (site) => `Bạn nhận được e-mail này vì một địa chỉ rút tiền đã được thêm vào tài khoản ${site} của bạn.`,
  },
  'en-US': {
    subject: (site) => `Confirm the new ${site} withdrawal address`,
    heading: 'Confirm the new withdrawal address',
    added: (site, username) => `A withdrawal address was added to the address book of the ${site} account "${username}".`,
    check: (delayHours) =>
      'Check every character of the address. If it is yours, open the link below, signed in to that account, to confirm it ' +
      `(it works once, for 24 hours). Withdrawals to it open ${delayHours} hours after the confirmation.`,
    action: 'Confirm the address',
    notYou:
      'If you did not add it, do not open the link: someone knows your password. Change it, and answer the security alert we ' +
      'sent with "This was not me".',
    rows: { label: 'Label', address: 'Address', time: 'Time' },
    reason: (site) => `You get this e-mail because a withdrawal address was added to your ${site} account.`,
  },
};

/** A new address of the withdrawal book: the address in full and the one-time link that confirms it. */
export const withdrawAddressConfirmMail = mailTemplate<WithdrawAddressConfirmParams>({
  compose({ address, label, link, delayHours, at }, { language, brand, recipient }) {
    const t = TEXTS[language];
    return {
      subject: t.subject(brand.siteName),
      heading: t.heading,
      blocks: [
        { type: 'text', text: t.added(brand.siteName, recipient.username) },
        {
          type: 'details',
          rows: [
            { label: t.rows.label, value: label },
            { label: t.rows.address, value: address },
            { label: t.rows.time, value: formatMailTime(at, language) },
          ],
        },
        { type: 'text', text: t.check(delayHours) },
        { type: 'action', label: t.action, url: link },
        { type: 'warning', text: t.notYou },
      ],
      reason: t.reason(brand.siteName),
    };
  },
  examples: (config) => [
    {
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      label: 'My <Ledger>',
      link: withdrawAddressLink(config, 'EXAMPLE-TOKEN'),
      delayHours: 24,
      at: new Date('2026-11-26T14:05:00Z'),
    },
  ],
});
