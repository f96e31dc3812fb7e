import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';

describe('createI18n', () => {
  it('finds the texts of a locale with a region (pt-br)', () => {
    const i18n = createI18n('pt-br', {
      layout: { brand: 'Lucky Harbor', online: '{count} jogadores online' },
    });
    expect(i18n.t('layout:brand')).toBe('Lucky Harbor');
    expect(i18n.t('layout:online', { count: 7 })).toBe('7 jogadores online');
  });

  it('fills {placeholders} the way content writes them', () => {
    const i18n = createI18n('de', {
      'fields-settings': { validation: { min: 'Mindestens {min} Zeichen.' } },
    });
    expect(i18n.t('fields-settings:validation.min', { min: 2 })).toBe('Mindestens 2 Zeichen.');
  });
});
