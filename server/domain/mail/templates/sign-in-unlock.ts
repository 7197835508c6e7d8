import { portalLink } from '../../portal-links';
import { describeDevice } from '../../user-agent';
import type { DeviceWords } from '../../user-agent';
import { formatMailTime } from '../mail-time';
import type { InEachLanguage } from '../message';
import { mailTemplate } from '../template';

export interface SignInUnlockParams {
  link: string;
  validMinutes: number;
  /** When the link was asked for, and from which device and IP address (when known). */
  at: Date;
  userAgent: string | null;
  ip: string | null;
}

/** The portal's page that unlocks sign-in on the device that opens it, carrying the token. */
export function signInUnlockLink(config: { publicUrl: string }, token: string): string {
  return portalLink(config, '/unlock-sign-in', { token });
}

const TEXTS: InEachLanguage<{
  subject: (site: string) => string;
  heading: string;
  asked: (site: string, username: string) => string;
  account: string;
  time: string;
  device: string;
  deviceWords: DeviceWords;
  ip: string;
  open: (minutes: number) => string;
  action: string;
  notYou: string;
  reason: (site: string) => string;
}> = {
  'vi-VN': {
    subject: (site) => `Mở khóa đăng nhập ${site} trên thiết bị mới`,
    heading: 'Mở khóa đăng nhập trên thiết bị mới',
    asked: (site, username) =>
      `Tài khoản ${site} "${username}" bị tạm khóa đăng nhập trên các thiết bị mới sau nhiều lần nhập sai, và có người đã yêu cầu liên kết mở khóa.`,
    account: 'Tài khoản',
    time: 'Thời gian yêu cầu',
    device: 'Thiết bị yêu cầu',
    deviceWords: { on: 'trên', unknown: 'Thiết bị không xác định' },
    ip: 'Địa chỉ IP',
    open: (minutes) =>
      `Nếu đó là bạn, hãy mở liên kết bên dưới trên chính thiết bị bạn muốn đăng nhập, trong vòng ${minutes} phút. Liên kết chỉ dùng được một lần và không tự đăng nhập: sau đó bạn vẫn nhập mật khẩu (và mã xác thực hai lớp) như thường lệ.`,
    action: 'Mở khóa thiết bị này',
    notYou:
      'Nếu không phải bạn, đừng mở và đừng chuyển tiếp e-mail này: có người có thể đang đoán mật khẩu của bạn. Các thiết bị bạn đã đăng nhập trước đây vẫn đăng nhập được bình thường.',
    reason: (site) => `Bạn nhận được e-mail này vì có yêu cầu mở khóa đăng nhập cho tài khoản ${site} đăng ký bằng địa chỉ này.`,
  },
  'en-US': {
    subject: (site) => `Unlock ${site} sign-in on a new device`,
    heading: 'Unlock sign-in on a new device',
    asked: (site, username) =>
      `Sign-in to the ${site} account "${username}" is paused on new devices after too many failed attempts, and someone asked for an unlock link.`,
    account: 'Account',
    time: 'Asked at',
    device: 'Asked from',
    deviceWords: { on: 'on', unknown: 'Unknown device' },
    ip: 'IP address',
    open: (minutes) =>
      `If it was you, open the link below on the very device you want to sign in on, within ${minutes} minutes. It works once and does not sign you in: you then enter your password (and two-factor code) as usual.`,
    action: 'Unlock this device',
    notYou:
      'If it was not you, do not open or forward this e-mail: someone may be guessing your password. The devices you signed in on before can still sign in as usual.',
    reason: (site) => `You get this e-mail because a sign-in unlock link was asked for the ${site} account registered with this address.`,
  },
};

/** A sign-in refused on new devices: the one-time link that makes the device opening it known to the member. */
export const signInUnlockMail = mailTemplate<SignInUnlockParams>({
  compose({ link, validMinutes, at, userAgent, ip }, { language, brand, recipient }) {
    const t = TEXTS[language];
    const rows = [
      { label: t.account, value: recipient.username },
      { label: t.time, value: formatMailTime(at, language) },
      { label: t.device, value: describeDevice(userAgent, t.deviceWords) },
    ];
    if (ip) rows.push({ label: t.ip, value: ip });
    return {
      subject: t.subject(brand.siteName),
      heading: t.heading,
      blocks: [
        { type: 'text', text: t.asked(brand.siteName, recipient.username) },
        { type: 'details', rows },
        { type: 'text', text: t.open(validMinutes) },
        { type: 'action', label: t.action, url: link },
        { type: 'warning', text: t.notYou },
      ],
      reason: t.reason(brand.siteName),
    };
  },
  examples: (config) => {
    const base = { link: signInUnlockLink(config, 'EXAMPLE-TOKEN'), validMinutes: 20, at: new Date('2026-11-26T14:05:00Z') };
    return [
      { ...base, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1', ip: '203.0.113.7' },
      { ...base, userAgent: null, ip: null },
    ];
  },
});
