import { notMeLink } from '../../security-alerts';
import { describeDevice } from '../../user-agent';
import type { DeviceWords } from '../../user-agent';
import { formatMailTime } from '../mail-time';
import type { InEachLanguage } from '../message';
import { mailTemplate } from '../template';
import { NOT_ME_TEXTS } from './not-me-texts';

export interface NewDeviceSignInParams {
  at: Date;
  /** The sign-in's user agent (described in the mail's language) and IP address, when known. */
  userAgent: string | null;
  ip: string | null;
  notMeLink: string;
}

const TEXTS: InEachLanguage<{
  subject: (site: string) => string;
  heading: string;
  signedIn: (site: string) => string;
  device: string;
  deviceWords: DeviceWords;
  ip: string;
  notYou: string;
  reason: (site: string) => string;
}> = {
  'vi-VN': {
    subject: (site) => `Đăng nhập mới vào tài khoản ${site} của bạn`,
    heading: 'Đăng nhập từ một thiết bị mới',
    signedIn: (site) => `Tài khoản ${site} của bạn vừa được đăng nhập từ một thiết bị chưa từng dùng trước đây.`,
    device: 'Thiết bị',
    deviceWords: { on: 'trên', unknown: 'Thiết bị không xác định' },
    ip: 'Địa chỉ IP',
    notYou: 'Nếu không phải bạn, có người đã biết mật khẩu của bạn. ',
    reason: (site) => `Bạn nhận được e-mail này vì tài khoản ${site} của bạn được đăng nhập từ một thiết bị mới.`,
  },
  'en-US': {
    subject: (site) => `New sign-in to your ${site} account`,
    heading: 'Sign-in from a new device',
    signedIn: (site) => `Your ${site} account was just signed in from a device it was not used on before.`,
    device: 'Device',
    deviceWords: { on: 'on', unknown: 'Unknown device' },
    ip: 'IP address',
    notYou: 'If it was not you, someone knows your password. ',
    reason: (site) => `You get this e-mail because your ${site} account was signed in from a new device.`,
  },
};

/** A completed sign-in from a device the member never signed in from: when, which device, from where. */
export const newDeviceSignInMail = mailTemplate<NewDeviceSignInParams>({
  compose({ at, userAgent, ip, notMeLink: link }, { language, brand, recipient }) {
    const t = TEXTS[language];
    const notMe = NOT_ME_TEXTS[language];
    const rows = [
      { label: notMe.account, value: recipient.username },
      { label: notMe.time, value: formatMailTime(at, language) },
      { label: t.device, value: describeDevice(userAgent, t.deviceWords) },
    ];
    if (ip) rows.push({ label: t.ip, value: ip });
    return {
      subject: t.subject(brand.siteName),
      heading: t.heading,
      blocks: [
        { type: 'text', text: t.signedIn(brand.siteName) },
        { type: 'details', rows },
        { type: 'text', text: notMe.itWasYou },
        { type: 'warning', text: notMe.notYou(t.notYou) },
        { type: 'action', label: notMe.action, url: link },
      ],
      reason: t.reason(brand.siteName),
    };
  },
  examples: (config) => {
    const base = { at: new Date('2026-11-26T14:05:00Z'), notMeLink: notMeLink(config, 'EXAMPLE-TOKEN') };
    return [
      { ...base, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', ip: '203.0.113.7' },
      { ...base, userAgent: null, ip: null },
    ];
  },
});
