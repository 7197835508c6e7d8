import { numberFormat } from '../../../../config/format';
import type { AlertEvent } from '../../../../contract/enums';
import { portalLink } from '../../portal-links';
import type { InEachLanguage } from '../message';
import { mailTemplate } from '../template';

export interface TeamAlertParams {
  event: AlertEvent;
  /** The member who joined or bought. */
  username: string;
  /** Their level in the recipient's team ('1' = direct). */
  level: string;
  /** TEAM_PURCHASE: the order's total in USDT. */
  amount: string | null;
  /** Member Connect, where the team is. */
  teamLink: string;
}

const TEXTS: InEachLanguage<{
  subjects: Record<AlertEvent, (username: string, site: string) => string>;
  headings: Record<AlertEvent, string>;
  joined: (username: string, level: string) => string;
  bought: (username: string, level: string, amount: string) => string;
  action: string;
  settings: string;
  reason: (site: string) => string;
}> = {
  'vi-VN': {
    subjects: {
      TEAM_MEMBER_JOINED: (username, site) => `${site}: ${username} vừa tham gia đội nhóm của bạn`,
      TEAM_PURCHASE: (username, site) => `${site}: ${username} trong đội nhóm vừa mua hàng`,
    },
    headings: { TEAM_MEMBER_JOINED: 'Thành viên mới trong đội nhóm', TEAM_PURCHASE: 'Đội nhóm vừa mua hàng' },
    joined: (username, level) => `${username} vừa tham gia đội nhóm của bạn, ở tầng ${level}.`,
    bought: (username, level, amount) => `${username} (tầng ${level}) vừa hoàn tất một đơn hàng ${amount}.`,
    action: 'Xem đội nhóm',
    settings: 'Bạn có thể tắt các e-mail này trong Cài đặt > Thông báo.',
    reason: (site) => `Bạn nhận được e-mail này vì đã bật thông báo đội nhóm trên tài khoản ${site} của bạn.`,
  },
  'en-US': {
    subjects: {
      TEAM_MEMBER_JOINED: (username, site) => `${site}: ${username} joined your team`,
      TEAM_PURCHASE: (username, site) => `${site}: ${username} in your team made a purchase`,
    },
    headings: { TEAM_MEMBER_JOINED: 'New member in your team', TEAM_PURCHASE: 'A purchase in your team' },
    joined: (username, level) => `${username} joined your team, at level ${level}.`,
    bought: (username, level, amount) => `${username} (level ${level}) completed an order of ${amount}.`,
    action: 'See your team',
    settings: 'You can turn these e-mails off in Settings > Notifications.',
    reason: (site) => `You get this e-mail because team alerts are on for your ${site} account.`,
  },
};

/** A team alert by e-mail: who joined or bought, at which level of the member's team. */
export const teamAlertMail = mailTemplate<TeamAlertParams>({
  compose(p, { language, brand }) {
    const t = TEXTS[language];
    const text = p.event === 'TEAM_PURCHASE' ? t.bought(p.username, p.level, numberFormat(language).amount(p.amount ?? '0', 'USDT')) : t.joined(p.username, p.level);
    return {
      subject: t.subjects[p.event](p.username, brand.siteName),
      heading: t.headings[p.event],
      blocks: [
        { type: 'text', text },
        { type: 'action', label: t.action, url: p.teamLink },
        { type: 'text', text: t.settings },
      ],
      reason: t.reason(brand.siteName),
    };
  },
  examples: (config) => [
    { event: 'TEAM_MEMBER_JOINED' as const, username: 'new<member>', level: '1', amount: null, teamLink: portalLink(config, '/member-connect') },
    { event: 'TEAM_PURCHASE' as const, username: 'buyer', level: '3', amount: '1200.5', teamLink: portalLink(config, '/member-connect') },
  ],
});
