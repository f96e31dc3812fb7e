import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';

const contentDir = resolve(import.meta.dirname);
const defaultLocale = 'en';
const locales = ['en', 'de', 'pt-br'];
const iconNames = ['gift', 'shield', 'bolt', 'coin', 'trophy', 'chat', 'star', 'lock', 'dice', 'heart'];
// Values that must be identical in every locale (not translated).
const invariantKeys = ['order', 'icon', 'ctaLink', 'secondaryCtaLink'];

function pagesDir(locale: string): string {
  return join(contentDir, locale, 'pages');
}

function listPages(dir: string): string[] {
  const files: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current)) {
      const full = join(current, entry);
      if (statSync(full).isDirectory()) {
        walk(full);
      } else if (entry.endsWith('.md')) {
        files.push(relative(dir, full).split('\\').join('/'));
      }
    }
  };
  walk(dir);
  return files.sort();
}

function readPage(locale: string, file: string) {
  return matter(readFileSync(join(pagesDir(locale), file), 'utf8'));
}

// Recursive description of the frontmatter structure: object keys and list lengths, not values.
function shape(value: unknown): unknown {
  if (Array.isArray(value)) {
    return { list: value.map(shape) };
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, shape(record[key])]),
    );
  }
  return typeof value;
}

function collectInvariants(value: unknown, path = ''): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      Object.assign(result, collectInvariants(item, `${path}[${index}]`));
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const childPath = path ? `${path}.${key}` : key;
      if (invariantKeys.includes(key)) {
        result[childPath] = child;
      } else {
        Object.assign(result, collectInvariants(child, childPath));
      }
    }
  }
  return result;
}

function internalLinks(body: string): string[] {
  return [...body.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1] ?? '');
}

const enPages = listPages(pagesDir(defaultLocale));

describe('content pages', () => {
  it('has the expected pages in the default locale', () => {
    for (const page of [
      'home.md',
      'main.md',
      'welcome-package.md',
      'static/about.md',
      'static/terms.md',
      'static/privacy.md',
      'static/responsible-gaming.md',
      'static/cookies.md',
      'static/bonus-terms.md',
      'static/aml.md',
      'static/fairness.md',
      'questions/account.md',
      'questions/payments.md',
      'questions/bonuses.md',
      'questions/games.md',
      'questions/security.md',
      'questions/responsible-gaming.md',
      'bonus/welcome-bonus.md',
      'bonus/weekly-reload.md',
      'bonus/cashback.md',
      'bonus/free-spins-friday.md',
    ]) {
      expect(enPages).toContain(page);
    }
  });

  for (const locale of locales) {
    describe(`locale ${locale}`, () => {
      it('has exactly the same page files as the default locale', () => {
        expect(listPages(pagesDir(locale))).toEqual(enPages);
      });

      for (const file of enPages) {
        describe(file, () => {
          it('parses with a non-empty title and a short description', () => {
            const { data } = readPage(locale, file);
            expect(typeof data.title).toBe('string');
            expect(data.title.trim()).not.toBe('');
            expect(typeof data.description).toBe('string');
            expect(data.description.trim()).not.toBe('');
            expect(data.description.length).toBeLessThanOrEqual(160);
          });

          it('has the same frontmatter structure and invariant values as the default locale', () => {
            const page = readPage(locale, file);
            const reference = readPage(defaultLocale, file);
            expect(shape(page.data)).toEqual(shape(reference.data));
            expect(collectInvariants(page.data)).toEqual(collectInvariants(reference.data));
          });

          it('has a clean markdown body', () => {
            const { content } = readPage(locale, file);
            expect(content.trim()).not.toBe('');
            expect(content).not.toMatch(/TODO/);
            expect(content.toLowerCase()).not.toContain('lorem');
            expect(content).not.toMatch(/^# /m);
            expect(content).not.toMatch(/<[a-z][^>]*>/i);
          });

          it('links only to locale-free site routes that exist', () => {
            const { content } = readPage(locale, file);
            for (const link of internalLinks(content)) {
              expect(link).not.toMatch(/^\/(en|de|pt-br)(\/|$)/);
              const page = link.match(/^\/(static|questions|bonus)\/([^/#?]+)/);
              if (page) {
                expect(enPages).toContain(`${page[1]}/${page[2]}.md`);
              }
            }
          });
        });
      }

      for (const file of ['home.md', 'main.md']) {
        it(`${file} has 4 highlights with known icons`, () => {
          const { data } = readPage(locale, file);
          expect(data.highlights).toHaveLength(4);
          for (const highlight of data.highlights) {
            expect(iconNames).toContain(highlight.icon);
            expect(highlight.title).toBeTruthy();
            expect(highlight.text).toBeTruthy();
          }
          expect(data.hero.ctaLink).toMatch(/^\//);
          expect(data.hero.secondaryCtaLink).toMatch(/^\//);
        });
      }

      it('welcome-package.md has 4 steps and a cta', () => {
        const { data } = readPage(locale, 'welcome-package.md');
        expect(data.steps).toHaveLength(4);
        for (const step of data.steps) {
          expect(step.title).toBeTruthy();
          expect(step.text).toBeTruthy();
          expect(step.reward).toBeTruthy();
        }
        expect(data.cta).toBeTruthy();
      });

      for (const file of enPages.filter((page) => page.startsWith('questions/'))) {
        it(`${file} has at least 6 questions, an icon and a summary`, () => {
          const { data, content } = readPage(locale, file);
          expect(content.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(6);
          expect(iconNames).toContain(data.icon);
          expect(Number.isInteger(data.order)).toBe(true);
          expect(data.summary).toBeTruthy();
        });
      }

      for (const file of enPages.filter((page) => page.startsWith('bonus/'))) {
        it(`${file} has the promotion frontmatter`, () => {
          const { data } = readPage(locale, file);
          expect(iconNames).toContain(data.icon);
          expect(Number.isInteger(data.order)).toBe(true);
          for (const key of ['summary', 'badge', 'cta']) {
            expect(data[key]).toBeTruthy();
          }
        });
      }

      it('static pages have unique integer orders', () => {
        const orders = enPages
          .filter((page) => page.startsWith('static/'))
          .map((page) => readPage(locale, page).data.order);
        for (const order of orders) {
          expect(Number.isInteger(order)).toBe(true);
        }
        expect(new Set(orders).size).toBe(orders.length);
      });
    });
  }
});
