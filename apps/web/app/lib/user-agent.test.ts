import { describe, expect, it } from 'vitest';
import { parseUserAgent } from './user-agent.ts';

describe('user agent', () => {
  it('reads browser, system and phone', () => {
    expect(
      parseUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS', mobile: true });
    expect(
      parseUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'Windows', mobile: false });
    expect(
      parseUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Linux', mobile: false });
    expect(parseUserAgent('Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0')).toEqual({
      browser: 'Firefox',
      os: 'Android',
      mobile: true,
    });
  });

  it('knows nothing of an empty agent', () => {
    expect(parseUserAgent(null)).toEqual({ browser: null, os: null, mobile: false });
  });
});
