import { describe, expect, it } from 'vitest';
import { isIp, isMacAddress, isUrl } from './network.ts';

describe('isIp', () => {
  it.each(['0.0.0.0', '192.168.1.1', '255.255.255.255', '10.0.0.9'])('accepts IPv4 %s', (ip) => {
    expect(isIp(ip)).toBe(true);
    expect(isIp(ip, 4)).toBe(true);
    expect(isIp(ip, 6)).toBe(false);
  });

  it.each(['256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.-4', ' 1.2.3.4', '1.2.3.4 '])(
    'rejects IPv4 %s',
    (ip) => {
      expect(isIp(ip)).toBe(false);
    },
  );

  it.each([
    '::',
    '::1',
    '1::',
    '2001:db8::8a2e:370:7334',
    '2001:0db8:0000:0000:0000:8a2e:0370:7334',
    'FE80::1',
    '1:2:3:4:5:6:7::',
    '::ffff:192.168.1.1',
    '1:2:3:4:5:6:1.2.3.4',
  ])('accepts IPv6 %s', (ip) => {
    expect(isIp(ip)).toBe(true);
    expect(isIp(ip, 6)).toBe(true);
    expect(isIp(ip, 4)).toBe(false);
  });

  it.each([
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7:8::',
    '1::2::3',
    '1:::2',
    ':1::',
    '12345::',
    'g::1',
    '1.2.3.4::',
    '1:2:3:4:5:6:7:1.2.3.4',
    '::ffff:256.1.1.1',
    'fe80::1%eth0',
  ])('rejects IPv6 %s', (ip) => {
    expect(isIp(ip)).toBe(false);
  });

  it('passes on empty values and rejects non-strings', () => {
    expect(isIp('')).toBe(true);
    expect(isIp(null)).toBe(true);
    expect(isIp(19216811)).toBe(false);
  });
});

describe('isMacAddress', () => {
  it('accepts colon, hyphen and dotted forms', () => {
    expect(isMacAddress('00:1A:2b:3C:4d:5E')).toBe(true);
    expect(isMacAddress('00-1A-2B-3C-4D-5E')).toBe(true);
    expect(isMacAddress('001a.2b3c.4d5e')).toBe(true);
  });

  it('rejects mixed separators, wrong lengths and non-hex digits', () => {
    expect(isMacAddress('00:1A-2B:3C:4D:5E')).toBe(false);
    expect(isMacAddress('00:1A:2B:3C:4D')).toBe(false);
    expect(isMacAddress('00:1A:2B:3C:4D:5E:6F')).toBe(false);
    expect(isMacAddress('00:1A:2B:3C:4D:5G')).toBe(false);
    expect(isMacAddress('001A2B3C4D5E')).toBe(false);
  });

  it('passes on empty values', () => {
    expect(isMacAddress('')).toBe(true);
  });
});

describe('isUrl', () => {
  it('accepts http and https URLs', () => {
    expect(isUrl('https://example.com')).toBe(true);
    expect(isUrl('http://localhost:3000/path?q=1#top')).toBe(true);
    expect(isUrl('HTTPS://EXAMPLE.COM')).toBe(true);
  });

  it('rejects other schemes, relative and malformed URLs', () => {
    expect(isUrl('ftp://example.com')).toBe(false);
    expect(isUrl('javascript:alert(1)')).toBe(false);
    expect(isUrl('//example.com')).toBe(false);
    expect(isUrl('example.com')).toBe(false);
    expect(isUrl('http:example.com')).toBe(false);
    expect(isUrl('http://')).toBe(false);
    expect(isUrl('https://exa mple.com')).toBe(false);
    expect(isUrl('https://example.com/a b')).toBe(false);
  });

  it('passes on empty values', () => {
    expect(isUrl('')).toBe(true);
    expect(isUrl(undefined)).toBe(true);
  });
});
