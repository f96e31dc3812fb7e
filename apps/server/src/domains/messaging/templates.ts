import type { ContentDictionary } from '@casino/contracts';
import type { ContentSource } from '../content/file-content-source.ts';
import type { EmailMessage } from './ports.ts';

export type EmailTemplate = 'passwordReset' | 'emailConfirmation' | 'chatReply';
/** The placeholders every e-mail fills, and a template's own (chatReply's `agent`). */
export type EmailParams = { nickname: string; link: string; siteUrl: string; [name: string]: string };

/** An e-mail with one call to action, worded by content/<locale>/emails.json (default locale as fallback). */
export function renderEmail(
  content: ContentSource,
  locales: { locale: string; defaultLocale: string },
  template: EmailTemplate,
  to: string,
  params: EmailParams,
): EmailMessage {
  const texts = content.emails(locales.locale) ?? content.emails(locales.defaultLocale);
  if (!texts) throw new Error(`No e-mail texts for ${locales.locale} or ${locales.defaultLocale}`);
  const text = (key: string) => fill(lookup(texts, `${template}.${key}`) ?? lookup(texts, key) ?? '', params);
  const parts = {
    greeting: text('common.greeting'),
    intro: text('intro'),
    action: text('action'),
    note: text('note'),
    linkHint: text('common.linkHint'),
    signature: text('common.signature'),
    footer: text('common.footer'),
  };
  return {
    to,
    subject: text('subject'),
    text: [
      parts.greeting,
      parts.intro,
      `${parts.action}: ${params.link}`,
      parts.note,
      parts.signature,
      `--\n${parts.footer}`,
    ].join('\n\n'),
    html: toHtml(parts, params.link),
  };
}

function lookup(dictionary: ContentDictionary, dottedKey: string): string | undefined {
  let node: string | ContentDictionary | undefined = dictionary;
  for (const key of dottedKey.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[key];
  }
  return typeof node === 'string' ? node : undefined;
}

const fill = (template: string, params: EmailParams) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => params[name] ?? match);

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const paragraph = (value: string) =>
  `<p style="margin:0 0 16px">${escapeHtml(value).replace(/\n/g, '<br>')}</p>`;

function toHtml(parts: Record<string, string>, link: string): string {
  const href = escapeHtml(link);
  return [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,sans-serif;color:#1b1e27">',
    '<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px">',
    paragraph(parts.greeting!),
    paragraph(parts.intro!),
    `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 24px;background:#0b7a55;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(parts.action!)}</a></p>`,
    paragraph(parts.linkHint!),
    `<p style="margin:0 0 16px;word-break:break-all"><a href="${href}">${href}</a></p>`,
    paragraph(parts.note!),
    paragraph(parts.signature!),
    `<p style="margin:24px 0 0;font-size:12px;color:#6b7080">${escapeHtml(parts.footer!)}</p>`,
    '</div></body></html>',
  ].join('');
}
