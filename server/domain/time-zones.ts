/**
 * Days and times in a member's time zone (an IANA name such as Asia/Ho_Chi_Minh), with the platform's Intl data:
 * no time zone library. A statement's range is whole days of that zone, its times are written in it.
 */

/** The zone of a request that names none: the platform's members are in Vietnam. */
export const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the zone by this name (case as Intl accepts it); a name only, never an offset or a path. */
export function isTimeZone(value: string): boolean {
  if (!ZONE_NAME.test(value) || value.includes('//') || value.includes('..')) return false;
  try {
    partsFormatter(value);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(at: Date, zone: string): WallClock {
  const parts = Object.fromEntries(partsFormatter(zone).formatToParts(at).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** 'YYYY-MM-DD HH:MM:SS' of the instant in the zone (what a spreadsheet reads as a date and time). */
export function zonedDateTime(at: Date, zone: string): string {
  const clock = wallClock(at, zone);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)} ${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}`;
}

/** 'YYYY-MM-DD': the day of the instant in the zone. */
export const zonedDate = (at: Date, zone: string) => zonedDateTime(at, zone).slice(0, 10);

/** The zone's offset from UTC at the instant, in milliseconds (+7 h for Asia/Ho_Chi_Minh). */
function offsetAt(at: Date, zone: string): number {
  const clock = wallClock(at, zone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The first instant of the day 'YYYY-MM-DD' in the zone. Where a daylight-saving change skips midnight, the day
 * starts at the first instant after the gap.
 */
export function zonedDayStart(date: string, zone: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  const first = midnightUtc - offsetAt(new Date(midnightUtc), zone);
  const second = midnightUtc - offsetAt(new Date(first), zone);
  if (second === first) return new Date(first);
  // Two offsets around midnight: the earlier candidate that still falls on `date` in the zone.
  const [early, late] = first < second ? [first, second] : [second, first];
  return new Date(zonedDate(new Date(early), zone) === date ? early : late);
}
