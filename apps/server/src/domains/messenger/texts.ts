import type { ContentDictionary, Currency } from '@casino/contracts';
import type { ContentSource } from '../content/file-content-source.ts';

/**
 * The messages the site writes. Each kind has its texts in the `messages` section of the server-only
 * content/<locale>/emails.json, at its dotted name: `{ title, body, link? }` (`link` labels the page
 * the message points at). A new kind is added here and in every locale's file.
 */
export const MESSAGE_KINDS = [
  'deposit.credited',
  'withdrawal.paid',
  'withdrawal.firstApproval',
  'withdrawal.declined',
  'bonus.issued',
  'bonus.dropped',
  'freespins.issued',
  'loyalty.levelUp',
  'quest.completed',
  'tournament.prize',
  'referral.qualified',
  'kyc.documentApproved',
  'kyc.documentRejected',
  'limits.coolingOffByStaff',
  'chat.reply',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * A value put into a `{placeholder}`: text as it is, a number or an amount (in currency units) written
 * the player's way, a text per locale (a bonus's names) taken in the player's language, or an instant
 * (ISO 8601) written as a date and time in the player's language and time zone, the zone named.
 */
export type MessageParam =
  | string
  | number
  | { amount: number; currency: string }
  | { names: Record<string, string> }
  | { instant: string };
export type MessageParams = Record<string, MessageParam>;

export type MessageTexts = { content: ContentSource; defaultLocale: string };
/** Whom a message is written for: their time zone (IANA) for instants; UTC when they set none. */
export type Reader = { locale: string; timeZone: string | null };
export type RenderedTexts = { title: string; body: string; linkLabel: string | null };

type KindTexts = { title: string; body: string; link?: string };

/** The texts of one kind in one locale, or null when that locale has none. */
function kindTexts(content: ContentSource, locale: string, kind: MessageKind): KindTexts | null {
  let node: string | ContentDictionary | undefined = content.emails(locale)?.messages;
  for (const key of kind.split('.')) node = typeof node === 'object' ? node[key] : undefined;
  if (typeof node !== 'object') return null;
  const { title, body, link } = node;
  if (typeof title !== 'string' || typeof body !== 'string') return null;
  return { title, body, link: typeof link === 'string' ? link : undefined };
}

/** Fails at start, not at the first deposit, when the default locale lacks a kind's texts. */
export function checkMessageTexts({ content, defaultLocale }: MessageTexts) {
  const missing = MESSAGE_KINDS.filter((kind) => !kindTexts(content, defaultLocale, kind));
  if (missing.length > 0)
    throw new Error(
      `content/${defaultLocale}/emails.json has no messages texts for ${missing.join(', ')} (title and body)`,
    );
}

/** Writes a kind's texts in `locale` (the default locale's when it has none) with the params filled in. */
export function renderTexts(
  texts: MessageTexts,
  { locale, timeZone }: Reader,
  kind: MessageKind,
  params: MessageParams,
  currencies: readonly Currency[],
): RenderedTexts {
  const own = kindTexts(texts.content, locale, kind);
  const written = own ?? kindTexts(texts.content, texts.defaultLocale, kind);
  if (!written) throw new Error(`No messages texts for ${kind}`);
  const shownIn = { locale: own ? locale : texts.defaultLocale, timeZone: timeZone ?? 'UTC' };
  const format = (value: MessageParam) => formatParam(value, shownIn, texts.defaultLocale, currencies);
  const fill = (template: string) =>
    template.replace(/\{(\w+)\}/g, (match, name: string) =>
      params[name] === undefined ? match : format(params[name]),
    );
  return {
    title: fill(written.title),
    body: fill(written.body),
    linkLabel: written.link === undefined ? null : fill(written.link),
  };
}

function formatParam(
  value: MessageParam,
  { locale, timeZone }: { locale: string; timeZone: string },
  defaultLocale: string,
  currencies: readonly Currency[],
): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return new Intl.NumberFormat(locale).format(value);
  if ('names' in value) return value.names[locale] ?? value.names[defaultLocale] ?? value.names.en ?? '';
  if ('instant' in value) return formatInstant(value.instant, locale, timeZone);
  return formatAmount(value.amount, value.currency, locale, currencies);
}

/**
 * An instant as a date and time in a language and a time zone, the zone named ("5 December 2026 at
 * 14:30 CET", "5. Dezember 2026 um 14:30 MEZ"); a zone the runtime does not know is taken as UTC.
 */
export function formatInstant(instant: string, locale: string, timeZone: string): string {
  const date = new Date(instant);
  const options = { dateStyle: 'long', timeStyle: 'short' } as const;
  // timeStyle cannot be combined with timeZoneName: the zone's name is formatted on its own.
  const written = (zone: string) => {
    const at = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone }).format(date);
    const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value;
    return name ? `${at} ${name}` : at;
  };
  try {
    return written(timeZone);
  } catch {
    return written('UTC');
  }
}

const digitsOf = (subunitToUnit: number) => Math.max(0, Math.round(Math.log10(subunitToUnit)));

/**
 * An amount (currency units) as the wallet shows it: "1,250.00 EUR", BTC and ETH in their milli-unit
 * ("12.5 mBTC"). The same rules as the web app's display unit (features/wallet/lib/display-unit.ts).
 */
export function formatAmount(
  amount: number,
  code: string,
  locale: string,
  currencies: readonly Currency[],
): string {
  const currency = currencies.find((item) => item.code === code);
  const sub = currency?.subCurrencies[0];
  const unitDigits = currency ? digitsOf(currency.subunitToUnit) : 2;
  const shown =
    sub && sub.subunitToUnit > 1
      ? {
          code: sub.code,
          factor: sub.subunitToUnit,
          decimals: Math.max(0, unitDigits - digitsOf(sub.subunitToUnit)),
        }
      : { code, factor: 1, decimals: unitDigits };
  const minimum = Math.min(2, shown.decimals);
  const text = new Intl.NumberFormat(locale, {
    minimumFractionDigits: minimum,
    maximumFractionDigits: Math.max(minimum, shown.decimals),
  }).format(Number((amount * shown.factor).toFixed(shown.decimals)));
  return `${text} ${shown.code}`;
}
