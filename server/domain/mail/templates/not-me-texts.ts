import { NOT_ME_LINK_SECONDS } from '../../security-alerts';
import type { InEachLanguage } from '../message';

const NOT_ME_DAYS = Math.round(NOT_ME_LINK_SECONDS / 86_400);

/** The words of a mail that offers the "this was not me" link (security alerts, sign-in from a new device). */
export const NOT_ME_TEXTS: InEachLanguage<{
  itWasYou: string;
  notYou: (intro: string) => string;
  action: string;
  account: string;
  time: string;
}> = {
  'vi-VN': {
    itWasYou: 'Nếu đó là bạn, bạn không cần làm gì thêm.',
    notYou: (intro) =>
      `${intro}Hãy mở liên kết bên dưới (dùng được một lần, trong ${NOT_ME_DAYS} ngày): mọi phiên đăng nhập của tài khoản sẽ bị ` +
      'đăng xuất, mọi khóa truy cập (passkey) bị gỡ và việc chuyển, rút tiền bị khóa cho đến khi bộ phận hỗ trợ cùng bạn kiểm tra ' +
      'tài khoản. Sau đó hãy đặt lại ' +
      'mật khẩu bằng "Quên mật khẩu" ở trang đăng nhập.',
    action: 'Không phải tôi',
    account: 'Tài khoản',
    time: 'Thời gian',
  },
  'en-US': {
    itWasYou: 'If it was you, there is nothing to do.',
    notYou: (intro) =>
      `${intro}Open the link below (it works once, for ${NOT_ME_DAYS} days): every session of your account is signed out, ` +
      'every passkey is removed and transfers and withdrawals are blocked until our support checks your account with you. ' +
      'Then reset your password with ' +
      '"Forgot password" on the sign-in page.',
    action: 'This was not me',
    account: 'Account',
    time: 'Time',
  },
};
