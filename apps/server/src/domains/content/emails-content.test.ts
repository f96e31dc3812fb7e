import type { ContentDictionary } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../plugins/env.ts';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { renderEmail } from '../messaging/templates.ts';
import { loadFileContent } from './file-content-source.ts';

const content = loadFileContent(`${repoRoot}/content`);
const LOCALES = ['en', 'de', 'pt-br'];

function leaves(node: ContentDictionary, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [child, text] of leaves(value, path)) result.set(child, text);
  }
  return result;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('e-mail texts (content/<locale>/emails.json, server only)', () => {
  const english = leaves(content.emails('en')!);

  it.each(LOCALES)('%s has the same keys and placeholders as English, none empty', (locale) => {
    const texts = content.emails(locale);
    expect(texts, locale).not.toBeNull();
    const values = leaves(texts!);
    expect([...values.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of values) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
    }
  });

  it.each(LOCALES)('%s renders every template with the link in text and HTML', (locale) => {
    for (const template of ['passwordReset', 'emailConfirmation'] as const) {
      const link = 'https://casino.example/verify/abc';
      const mail = renderEmail(content, { locale, defaultLocale: 'en' }, template, 'a@b.co', {
        nickname: 'Ana <3',
        link,
        siteUrl: 'https://casino.example',
      });
      expect(mail.subject).not.toBe('');
      expect(mail.text).toContain(link);
      expect(mail.text).toContain('Ana <3');
      expect(mail.text).not.toMatch(/\{\w+\}/);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain('Ana &lt;3');
    }
  });

  it('German is formal and Portuguese uses você', () => {
    expect(leaves(content.emails('de')!).get('passwordReset.intro')).toContain('Ihres');
    expect(leaves(content.emails('pt-br')!).get('emailConfirmation.note')).toContain('você');
  });
});

describe.each(testDrivers)('content API on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());

  it('never serves the e-mail texts', async () => {
    const response = await t.app.inject({ url: '/api/content/sections?locale=en&sections=emails' });
    expect(response.statusCode).toBe(422);
  });
});
