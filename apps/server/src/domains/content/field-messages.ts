import type { FieldIssue, FieldMessageTranslator } from '../../plugins/errors.ts';
import type { ContentSource } from './file-content-source.ts';

/** Field error wording comes from the fields-settings content of the asker's locale. */
export function fieldMessageTranslator(
  content: ContentSource,
  defaultLocale: string,
): FieldMessageTranslator {
  return (issue: FieldIssue, locale: string | undefined) => {
    const rules = [issue.rule, aliases[issue.rule]].filter((rule): rule is string => rule !== undefined);
    const template =
      first(rules, (rule) => lookup(content, locale ?? defaultLocale, rule)) ??
      first(rules, (rule) => lookup(content, defaultLocale, rule)) ??
      lookup(content, defaultLocale, 'invalid') ??
      issue.rule;
    return template.replace(/\{(\w+)\}/g, (match, name: string) => String(issue.params?.[name] ?? match));
  };
}

/** Rule-engine keys worded by an older, more general key when content has no wording of their own. */
const aliases: Record<string, string> = { minLength: 'min', maxLength: 'max' };

const first = (rules: string[], find: (rule: string) => string | undefined) =>
  rules.reduce<string | undefined>((found, rule) => found ?? find(rule), undefined);

function lookup(content: ContentSource, locale: string, rule: string): string | undefined {
  const validation = content.section(locale, 'fields-settings')?.validation;
  if (!validation || typeof validation === 'string') return undefined;
  const message = validation[rule];
  return typeof message === 'string' ? message : undefined;
}
