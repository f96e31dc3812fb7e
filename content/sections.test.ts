import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const contentDir = resolve(import.meta.dirname);
const defaultLocale = 'en';
const sections = ['alerts', 'fields-settings', 'global-components', 'layout', 'modals', 'offline'];

const locales = readdirSync(contentDir)
  .filter((entry) => entry !== defaultLocale && statSync(join(contentDir, entry)).isDirectory())
  .sort();

function sectionPath(locale: string, section: string): string {
  return join(contentDir, locale, `${section}.json`);
}

function readSection(locale: string, section: string): unknown {
  return JSON.parse(readFileSync(sectionPath(locale, section), 'utf8'));
}

// Flattens nested objects into a map of dotted key paths to leaf values.
function leaves(value: unknown, path = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      for (const [childPath, leaf] of leaves(child, path ? `${path}.${key}` : key)) {
        result.set(childPath, leaf);
      }
    }
  } else {
    result.set(path, value);
  }
  return result;
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();
}

function expectNonEmptyStrings(values: Map<string, unknown>): void {
  for (const [path, value] of values) {
    expect(typeof value, path).toBe('string');
    expect((value as string).trim(), path).not.toBe('');
  }
}

describe('UI text sections', () => {
  it('finds at least one translated locale', () => {
    expect(locales.length).toBeGreaterThan(0);
  });

  describe(`locale ${defaultLocale}`, () => {
    for (const section of sections) {
      it(`${section}.json has only non-empty string values`, () => {
        const values = leaves(readSection(defaultLocale, section));
        expect(values.size).toBeGreaterThan(0);
        expectNonEmptyStrings(values);
      });
    }
  });

  for (const locale of locales) {
    describe(`locale ${locale}`, () => {
      for (const section of sections) {
        describe(`${section}.json`, () => {
          it('exists and parses as JSON', () => {
            expect(existsSync(sectionPath(locale, section))).toBe(true);
            expect(() => readSection(locale, section)).not.toThrow();
          });

          it('has exactly the same key paths as the default locale', () => {
            const keys = [...leaves(readSection(locale, section)).keys()].sort();
            const reference = [...leaves(readSection(defaultLocale, section)).keys()].sort();
            expect(keys).toEqual(reference);
          });

          it('has only non-empty string values', () => {
            expectNonEmptyStrings(leaves(readSection(locale, section)));
          });

          it('keeps the same placeholders as the default locale', () => {
            const values = leaves(readSection(locale, section));
            for (const [path, reference] of leaves(readSection(defaultLocale, section))) {
              const value = values.get(path);
              expect(typeof value, path).toBe('string');
              expect(placeholders(value as string), path).toEqual(placeholders(reference as string));
            }
          });
        });
      }
    });
  }
});
