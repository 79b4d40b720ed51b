export interface DeviceDescription {
  /** "Firefox 128", "Chrome 126"… or null when the text names no browser we know. */
  browser: string | null;
  /** "Windows", "macOS", "iPhone"… or null. */
  system: string | null;
  /** A phone or tablet, for the icon. */
  mobile: boolean;
}

// Order matters: Edge, Opera and Samsung Internet also call themselves Chrome and Safari; Chrome calls itself Safari.
const BROWSERS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'Edge', pattern: /\bEdg(?:e|A|iOS)?\/(\d+)/ },
  { name: 'Opera', pattern: /\b(?:OPR|OPiOS)\/(\d+)/ },
  { name: 'Samsung Internet', pattern: /\bSamsungBrowser\/(\d+)/ },
  { name: 'Firefox', pattern: /\b(?:Firefox|FxiOS)\/(\d+)/ },
  { name: 'Chrome', pattern: /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/ },
  { name: 'Chromium', pattern: /\bChromium\/(\d+)/ },
  { name: 'Safari', pattern: /\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\// },
];

const SYSTEMS: ReadonlyArray<{ name: string; pattern: RegExp; mobile: boolean }> = [
  { name: 'iPhone', pattern: /\biPhone\b/, mobile: true },
  { name: 'iPad', pattern: /\biPad\b/, mobile: true },
  { name: 'Android', pattern: /\bAndroid\b/, mobile: true },
  { name: 'ChromeOS', pattern: /\bCrOS\b/, mobile: false },
  { name: 'Windows', pattern: /\bWindows\b/, mobile: false },
  { name: 'macOS', pattern: /\bMac OS X\b|\bMacintosh\b/, mobile: false },
  { name: 'Linux', pattern: /\bLinux\b/, mobile: false },
];

/**
 * A session's User-Agent header in plain words, enough to recognise one's own devices ("Firefox 128
 * on Windows"). Not a full parser: unknown agents (scripts, booth apps) read as "unknown".
 */
export function describeUserAgent(userAgent: string): DeviceDescription {
  const browserMatch = BROWSERS.map(({ name, pattern }) => ({ name, match: pattern.exec(userAgent) })).find(({ match }) => match);
  const system = SYSTEMS.find(({ pattern }) => pattern.test(userAgent));
  return {
    browser: browserMatch ? `${browserMatch.name} ${browserMatch.match?.[1] ?? ''}`.trim() : null,
    system: system?.name ?? null,
    mobile: system?.mobile ?? /\bMobile\b/.test(userAgent),
  };
}
