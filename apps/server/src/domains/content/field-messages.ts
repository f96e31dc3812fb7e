import type { FieldIssue, FieldMessageTranslator } from '../../plugins/errors.ts';
import type { ContentSource } from './file-content-source.ts';

/** Field error wording comes from the fields-settings content of the asker's locale. */
export function fieldMessageTranslator(
  content: ContentSource,
  defaultLocale: string,
): FieldMessageTranslator {
  return (issue: FieldIssue, locale: string | undefined) => {
    const template =
      lookup(content, locale ?? defaultLocale, issue.rule) ??
      lookup(content, defaultLocale, issue.rule) ??
      lookup(content, defaultLocale, 'invalid') ??
      issue.rule;
    return template.replace(/\{(\w+)\}/g, (match, name: string) => String(issue.params?.[name] ?? match));
  };
}

function lookup(content: ContentSource, locale: string, rule: string): string | undefined {
  const validation = content.section(locale, 'fields-settings')?.validation;
  if (!validation || typeof validation === 'string') return undefined;
  const message = validation[rule];
  return typeof message === 'string' ? message : undefined;
}
