// A short readable device for the sign-in list ("Chrome on Linux"), from the user agent; no package needed.

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bcoc_coc_browser\//, 'Cốc Cốc'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bMSIE |\bTrident\//, 'Internet Explorer'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\bWindows\b/, 'Windows'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, table: ReadonlyArray<[RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** The words of a device's description, in a language. */
export interface DeviceWords {
  /** Between browser and system: "on" gives "Chrome on Linux". */
  on: string;
  unknown: string;
}

const ENGLISH: DeviceWords = { on: 'on', unknown: 'Unknown device' };

/** "Chrome on Linux", "Safari on iOS", a client's own name ("curl") or "Unknown device". */
export function describeDevice(userAgent: string | null, words: DeviceWords = ENGLISH): string {
  const text = userAgent?.trim() ?? '';
  if (text === '') return words.unknown;
  const browser = firstMatch(text, BROWSERS);
  const system = firstMatch(text, SYSTEMS);
  if (browser && system) return `${browser} ${words.on} ${system}`;
  if (browser ?? system) return (browser ?? system) as string;
  // Not a browser (curl, an app, a script): its product name, e.g. "curl/8.5.0" answers "curl".
  const product = /^([A-Za-z][\w.-]{0,39})/.exec(text)?.[1];
  return product ?? words.unknown;
}
