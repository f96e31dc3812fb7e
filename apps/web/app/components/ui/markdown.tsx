import { Marked } from 'marked';
import { useMemo } from 'react';
import { useLocalizePath } from '../../lib/site-data.ts';

/** Renders content Markdown (trusted: it ships with the site); site links get the page's locale prefix. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const localize = useLocalizePath();
  const html = useMemo(() => renderMarkdown(source, localize), [source, localize]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown escapes raw HTML, so only Markdown's own tags remain
  return <div className={`prose ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function renderMarkdown(source: string, localize: (path: string) => string): string {
  const marked = new Marked({
    gfm: true,
    renderer: { html: ({ text }) => escapeHtml(text) },
    walkTokens: (token) => {
      if (token.type === 'link' && token.href.startsWith('/') && !token.href.startsWith('//')) {
        token.href = localize(token.href);
      }
    },
  });
  return marked.parse(source, { async: false });
}

/** Splits an FAQ body into its `## question` sections. */
export function splitQuestions(source: string): { question: string; answer: string }[] {
  return source
    .split(/^## /m)
    .slice(1)
    .map((chunk) => {
      const [question = '', ...answer] = chunk.split('\n');
      return { question: question.trim(), answer: answer.join('\n').trim() };
    });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
