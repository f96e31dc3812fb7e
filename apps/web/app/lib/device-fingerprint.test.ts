import { describe, expect, it } from 'vitest';
import { type DeviceSignals, deviceFingerprint, fingerprintOf } from './device-fingerprint.ts';

const signals: DeviceSignals = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
  languages: 'en-GB,en',
  timeZone: 'Europe/Malta',
  screen: '1920x1080x24',
  pixelRatio: 1,
  cores: 8,
  memory: 8,
  touchPoints: 0,
};

describe('device fingerprint', () => {
  it('is 16 hex digits, the same for the same signals', () => {
    expect(fingerprintOf(signals)).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprintOf({ ...signals })).toBe(fingerprintOf(signals));
  });

  it('tells devices apart by any one signal', () => {
    const variants: Partial<DeviceSignals>[] = [
      { userAgent: `${signals.userAgent} Edg/131.0` },
      { languages: 'de-DE,de' },
      { timeZone: 'Europe/Berlin' },
      { screen: '390x844x24' },
      { pixelRatio: 3 },
      { cores: 4 },
      { memory: 4 },
      { touchPoints: 5 },
    ];
    const prints = variants.map((variant) => fingerprintOf({ ...signals, ...variant }));
    expect(new Set([fingerprintOf(signals), ...prints]).size).toBe(variants.length + 1);
  });

  it('is undefined outside a browser (server rendering)', () => {
    expect(deviceFingerprint()).toBeUndefined();
  });
});
