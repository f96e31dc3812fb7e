import { isEmpty } from './empty.ts';

const octet = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const ipv4Pattern = new RegExp(`^${octet}(?:\\.${octet}){3}$`);
const hexGroupPattern = /^[0-9A-Fa-f]{1,4}$/;
const macPatterns = [
  /^[0-9A-Fa-f]{2}([:-])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}$/,
  /^[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}$/,
];

export function isIpv4Address(value: string): boolean {
  return ipv4Pattern.test(value);
}

const splitGroups = (part: string): string[] => (part === '' ? [] : part.split(':'));

/** RFC 4291 text forms: eight groups, one '::' shortening, optional dotted IPv4 tail; no zone id. */
export function isIpv6Address(value: string): boolean {
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const head = splitGroups(halves[0] ?? '');
  const tail = halves.length === 2 ? splitGroups(halves[1] ?? '') : [];
  const lastPart = halves.length === 2 ? tail : head;
  let groupCount = head.length + tail.length;
  const last = lastPart.at(-1);
  if (last?.includes('.')) {
    if (!isIpv4Address(last)) return false;
    lastPart.pop();
    groupCount += 1;
  }
  if (![...head, ...tail].every((group) => hexGroupPattern.test(group))) return false;
  return halves.length === 2 ? groupCount <= 7 : groupCount === 8;
}

export function isIp(value: unknown, version?: 4 | 6): boolean {
  if (isEmpty(value)) return true;
  if (typeof value !== 'string') return false;
  if (version === 4) return isIpv4Address(value);
  if (version === 6) return isIpv6Address(value);
  return isIpv4Address(value) || isIpv6Address(value);
}

/** Six byte pairs split by ':' or '-' (one kind throughout), or three dot-separated quads. */
export function isMacAddress(value: unknown): boolean {
  return isEmpty(value) || (typeof value === 'string' && macPatterns.some((pattern) => pattern.test(value)));
}

/** Absolute http or https URL with a host. */
export function isUrl(value: unknown): boolean {
  if (isEmpty(value)) return true;
  if (typeof value !== 'string' || /\s/.test(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}
