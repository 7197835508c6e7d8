import type { Locale } from '../../../contract/enums';

/** Mails give times in Vietnam time (UTC+7, no daylight saving), where the platform and its members are. */
const VIETNAM_OFFSET_MINUTES = 7 * 60;

const pad = (value: number) => String(value).padStart(2, '0');
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "21:05, 26/11/2026 (giờ Việt Nam, GMT+7)" or "26 Nov 2026, 21:05 (Vietnam time, GMT+7)". */
export function formatMailTime(at: Date, language: Locale): string {
  const local = new Date(at.getTime() + VIETNAM_OFFSET_MINUTES * 60_000);
  const day = local.getUTCDate();
  const month = local.getUTCMonth();
  const year = local.getUTCFullYear();
  const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
  return language === 'vi-VN'
    ? `${time}, ${pad(day)}/${pad(month + 1)}/${year} (giờ Việt Nam, GMT+7)`
    : `${day} ${MONTHS_EN[month]} ${year}, ${time} (Vietnam time, GMT+7)`;
}
