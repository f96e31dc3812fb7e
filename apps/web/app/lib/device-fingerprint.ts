/**
 * The browser's device fingerprint, sent with sign-in, registration, the token exchange and social
 * sign-in (the client contract's `fingerprint`): a hash of signals that stay the same across visits of
 * one browser on one device (its user agent, languages, time zone, screen, pixel ratio, cores, memory,
 * touch points). The server keeps only a SHA-256 of it, to know a device a player signed in from before
 * (a known device's right password is never slowed down by sign-in throttling). It is not a secret and
 * not an identity: it only tells devices apart. No FingerprintJS: the open-source one weighs more than
 * this whole file for the same job here, and its newer versions are not open source.
 */

export type DeviceSignals = {
  userAgent: string;
  languages: string;
  timeZone: string;
  screen: string;
  pixelRatio: number;
  cores: number;
  memory: number;
  touchPoints: number;
};

/** The signals of this browser, or null outside one (server rendering). */
export function deviceSignals(): DeviceSignals | null {
  if (typeof navigator === 'undefined' || typeof window === 'undefined') return null;
  const { screen } = window;
  return {
    userAgent: navigator.userAgent,
    languages: (navigator.languages ?? [navigator.language]).join(','),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
    screen: `${screen.width}x${screen.height}x${screen.colorDepth}`,
    pixelRatio: window.devicePixelRatio ?? 1,
    cores: navigator.hardwareConcurrency ?? 0,
    memory: (navigator as Navigator & { deviceMemory?: number }).deviceMemory ?? 0,
    touchPoints: navigator.maxTouchPoints ?? 0,
  };
}

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = (1n << 64n) - 1n;

/**
 * FNV-1a, 64 bits, of the signals, as 16 hex digits. Not cryptographic, and it need not be: the server
 * hashes it again before it keeps it.
 */
export function fingerprintOf(signals: DeviceSignals): string {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(JSON.stringify(signals))) {
    hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK_64;
  }
  return hash.toString(16).padStart(16, '0');
}

let computed: string | undefined;

/** This browser's fingerprint, computed once; undefined during server rendering. */
export function deviceFingerprint(): string | undefined {
  if (computed) return computed;
  const signals = deviceSignals();
  if (!signals) return undefined;
  computed = fingerprintOf(signals);
  return computed;
}
