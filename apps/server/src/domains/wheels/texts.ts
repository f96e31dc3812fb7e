import type { WheelTexts } from './tables.ts';

/** A text in `locale`, else the site's default locale, else English. */
export const textIn = (texts: WheelTexts, locale: string, defaultLocale: string) =>
  texts[locale] ?? texts[defaultLocale] ?? texts.en ?? '';
