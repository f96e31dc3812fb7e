import { describe, expect, it } from 'vitest';
import { renderMarkdown, renderPage, renderQuestionsPage, splitQuestions } from './markdown.server.ts';

const toGerman = (path: string) => `/de${path}`;

describe('content Markdown', () => {
  it('gives site links the locale prefix and leaves others alone', () => {
    const html = renderMarkdown(
      '[Terms](/static/terms) and [mail](mailto:a@b.co) and [x](https://x.org)',
      toGerman,
    );
    expect(html).toContain('href="/de/static/terms"');
    expect(html).toContain('href="mailto:a@b.co"');
    expect(html).toContain('href="https://x.org"');
  });

  it('never renders raw HTML', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script>\n\n<img src=x onerror=alert(1)>', toGerman);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;script&#62;');
  });

  it('splits FAQ pages into questions and answers', () => {
    expect(splitQuestions('Intro\n\n## First?\nOne.\n\n## Second?\nTwo\n- a')).toEqual([
      { question: 'First?', answer: 'One.' },
      { question: 'Second?', answer: 'Two\n- a' },
    ]);
  });
});

describe('rendered content pages', () => {
  const page = {
    path: 'static/x',
    locale: 'de',
    title: 'T',
    description: 'D',
    attributes: {},
    body: 'See [terms](/static/terms).',
  };

  it('give the body as HTML with the URL locale on site links, and drop the Markdown', () => {
    const rendered = renderPage(page, 'de');
    expect(rendered.bodyHtml).toContain('href="/de/static/terms"');
    expect(rendered).not.toHaveProperty('body');
    expect(renderPage(page, undefined).bodyHtml).toContain('href="/static/terms"');
  });

  it('render FAQ answers one by one', () => {
    const { page: meta, questions } = renderQuestionsPage(
      { ...page, body: '## Q?\n[a](/contact)' },
      undefined,
    );
    expect(questions).toEqual([{ question: 'Q?', answerHtml: '<p><a href="/contact">a</a></p>\n' }]);
    expect(meta).not.toHaveProperty('body');
  });
});
