export type DeviceInfo = { browser: string | null; os: string | null; mobile: boolean };

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/[\d.]+/, 'Edge'],
  [/OPR\/[\d.]+|Opera/, 'Opera'],
  [/SamsungBrowser\/[\d.]+/, 'Samsung Internet'],
  [/Firefox\/[\d.]+|FxiOS/, 'Firefox'],
  [/Chrome\/[\d.]+|CriOS|Chromium/, 'Chrome'],
  [/Version\/[\d.]+.*Safari/, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows NT/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A short reading of a user agent: browser, operating system, phone or not. */
export function parseUserAgent(userAgent: string | null | undefined): DeviceInfo {
  const agent = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
  return { browser, os, mobile: /Mobi|iPhone|Android.*Mobile/.test(agent) };
}
