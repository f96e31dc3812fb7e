import { describe, expect, it } from 'vitest';
import { localizePath } from '../../../lib/locale.ts';
import { message } from '../test/notifications-harness.tsx';
import { messageHref } from './message-link.ts';

const linked = (url: string) =>
  message(1, { content: { title: 't', body: 'b', link: { url, label: 'l' }, image: null } });
const href = (url: string, locale = 'de') =>
  messageHref(linked(url), (path) => localizePath(path, locale, 'en'), locale);

describe("a message's link", () => {
  it('is a path of the site in the page language', () => {
    expect(href('/profile/wallet')).toBe('/de/profile/wallet');
    expect(href('/de/profile/wallet')).toBe('/de/profile/wallet');
    expect(href('/profile/wallet', 'en')).toBe('/profile/wallet');
  });

  it('is never another origin or a script', () => {
    expect(href('https://example.com/terms')).toBeNull();
    expect(href('/\\evil.example/x')).toBeNull();
    expect(href('javascript:alert(1)')).toBeNull();
    expect(href('//evil.example/x')).toBeNull();
    expect(messageHref(message(1), (path) => path, 'en')).toBeNull();
  });
});
