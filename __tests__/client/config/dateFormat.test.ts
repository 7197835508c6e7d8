import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { DateStyle, TimeStyle } from '@/config/dateFormat';
import { LOCALES } from '@/contract/enums';

const DATE_STYLES: (DateStyle | undefined)[] = ['medium', 'short', undefined];
const TIME_STYLES: (TimeStyle | undefined)[] = ['medium', 'short', undefined];

/** Midnight, noon, one-digit days and months, the end of a year, a year below 2010, and 500 random instants. */
function instants(): Date[] {
  const fixed = ['2026-01-01T00:00:00Z', '2026-12-31T23:59:59Z', '2026-11-27T12:00:00Z', '2026-03-04T11:59:30Z', '2005-07-09T00:30:05Z', '2030-02-28T13:07:00Z'];
  let seed = 20261127;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const from = Date.UTC(2000, 0, 1);
  const to = Date.UTC(2040, 0, 1);
  return [...fixed.map((iso) => new Date(iso)), ...Array.from({ length: 500 }, () => new Date(Math.floor(from + random() * (to - from))))];
}

type ZoneFormats = Record<'local' | 'UTC', { intl: string[]; plain: string[] }>;

/** Each style's text from Intl and from formatDateTimeParts for every instant, in the browser's zone and in UTC, computed in a process of `zone`. */
function formatsIn(zone: string): ZoneFormats {
  const script = `
    import { formatDateTimeParts } from './config/dateFormat';
    const { locales, styles, instants } = JSON.parse(process.argv[1]);
    const dates = instants.map((iso) => new Date(iso));
    const result = {};
    for (const [name, timeZone] of [['local', undefined], ['UTC', 'UTC']]) {
      const intl = [], plain = [];
      for (const locale of locales) for (const [dateStyle, timeStyle] of styles) {
        const style = { dateStyle: dateStyle ?? undefined, timeStyle: timeStyle ?? undefined, timeZone };
        const formatter = new Intl.DateTimeFormat(locale, style);
        dates.forEach((date, index) => {
          intl.push(instants[index] + ' ' + formatter.format(date));
          plain.push(instants[index] + ' ' + formatDateTimeParts(date, locale, style));
        });
      }
      result[name] = { intl, plain };
    }
    process.stdout.write(JSON.stringify(result));`;
  const styles = DATE_STYLES.flatMap((dateStyle) => TIME_STYLES.map((timeStyle) => [dateStyle ?? null, timeStyle ?? null])).filter(([d, t]) => d || t);
  const input = JSON.stringify({ locales: LOCALES, styles, instants: instants().map((date) => date.toISOString()) });
  const output = execFileSync(join(process.cwd(), 'node_modules/.bin/tsx'), ['-e', script, input], { env: { ...process.env, TZ: zone }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(output) as ZoneFormats;
}

// Each zone's figures come from a process of its own: the browser's zone is the process's, and this machine runs
// in UTC. New York has summer time and is a date away from UTC in the evening.
describe('formatDateTimeParts', () => {
  const zones = new Map<string, ZoneFormats>();
  beforeAll(() => {
    for (const zone of ['America/New_York', 'Asia/Ho_Chi_Minh']) zones.set(zone, formatsIn(zone));
  });

  it.each(['America/New_York', 'Asia/Ho_Chi_Minh'])('writes dates as Intl.DateTimeFormat does for a browser in %s, in both languages, every style, local and UTC', (zone) => {
    for (const kind of ['local', 'UTC'] as const) {
      const { intl, plain } = zones.get(zone)![kind];
      expect(plain.length).toBe(LOCALES.length * 8 * instants().length);
      expect(plain).toEqual(intl);
    }
  });

  it('tells the browser\'s zone from UTC', () => {
    const newYork = zones.get('America/New_York')!;
    expect(newYork.local.plain).toContain('2026-12-31T23:59:59.000Z 18:59:59 31 thg 12, 2026');
    expect(newYork.UTC.plain).toContain('2026-12-31T23:59:59.000Z 23:59:59 31 thg 12, 2026');
  });
});
