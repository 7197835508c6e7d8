/** The zone statements use when the browser names none (the server's default too). */
export const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** The member's time zone: the one of this device's clock (the dates the member picks are its days). */
export function memberTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
