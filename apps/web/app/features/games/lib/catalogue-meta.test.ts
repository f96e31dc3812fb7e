import { describe, expect, it } from 'vitest';
import type { SiteData } from '../../../lib/site-data.ts';
import { catalogueMeta, fillPlaceholders } from './catalogue-meta.ts';

const site = {
  locale: 'en',
  publicUrl: 'https://casino.example',
  init: { defaultLocale: 'en', locales: [{ code: 'en' }, { code: 'de' }] },
  translations: {
    id: 'catalogue-meta-test',
    json: JSON.stringify({
      layout: { brand: 'Lucky Harbor' },
      'global-components': {
        games: {
          meta: {
            category: { title: '{name} games', description: 'Play {name} games online.' },
            game: { title: 'Play {name} by {provider}', description: 'Play {name} now.' },
          },
        },
      },
    }),
  },
} as unknown as SiteData;

const args = (pathname: string) => ({ matches: [{ id: 'root', data: site }], location: { pathname } });

describe('games page meta', () => {
  it('fills the content texts with the page values', () => {
    const meta = catalogueMeta(args('/categories/slots'), 'category', { name: 'Slots' });
    expect(meta).toContainEqual({ title: 'Slots games | Lucky Harbor' });
    expect(meta).toContainEqual({ name: 'description', content: 'Play Slots games online.' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'de',
      href: 'https://casino.example/de/categories/slots',
    });
  });

  it("takes a game's own description when it has one", () => {
    const meta = catalogueMeta(args('/games/dice'), 'game', {
      name: 'Dice',
      provider: 'Studio',
      description: 'Roll under or over.',
    });
    expect(meta).toContainEqual({ title: 'Play Dice by Studio | Lucky Harbor' });
    expect(meta).toContainEqual({ name: 'description', content: 'Roll under or over.' });
  });

  it('leaves unknown placeholders as they are', () => {
    expect(fillPlaceholders('{name} and {other}', { name: 'Dice' })).toBe('Dice and {other}');
  });
});
