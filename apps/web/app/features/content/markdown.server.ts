import type { ContentPage } from '@casino/contracts';
import { Marked } from 'marked';
import { localizePath } from '../../lib/locale.ts';

/**
 * Content Markdown is rendered in loaders, on the server: pages receive HTML, and the Markdown parser
 * never reaches the browser.
 */
export type RenderedPage = Omit<ContentPage, 'body'> & { bodyHtml: string };

/**
 * Rendered pages by the page object they came from: the server hands every render the same frozen
 * answer for a content page (plugins/web.ts, shared answers), so its Markdown is rendered once.
 */
const renderedPages = new WeakMap<ContentPage, Map<string, RenderedPage>>();

/** A content page with its body as HTML, site links carrying the URL's locale prefix. */
export function renderPage(page: ContentPage, lang: string | undefined): RenderedPage {
  let byLang = renderedPages.get(page);
  if (!byLang) {
    byLang = new Map();
    renderedPages.set(page, byLang);
  }
  const known = byLang.get(lang ?? '');
  if (known) return known;
  const { body, ...rest } = page;
  const rendered = { ...rest, bodyHtml: renderMarkdown(body, localizerFor(lang)) };
  byLang.set(lang ?? '', rendered);
  return rendered;
}

/** An FAQ page: its `## question` sections with answers as HTML, the Markdown dropped. */
export function renderQuestionsPage(page: ContentPage, lang: string | undefined) {
  const { body, ...rest } = page;
  const localize = localizerFor(lang);
  const questions = splitQuestions(body).map(({ question, answer }) => ({
    question,
    answerHtml: renderMarkdown(answer, localize),
  }));
  return { page: rest, questions };
}

/** Only non-default locales have a URL prefix (the locale layout refuses the default one's). */
function localizerFor(lang: string | undefined) {
  return (path: string) => (lang ? localizePath(path, lang, '') : path);
}

/** Renders trusted content Markdown; raw HTML in it is escaped, so only Markdown's own tags remain. */
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
