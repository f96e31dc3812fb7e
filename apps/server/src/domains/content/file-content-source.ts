import fs from 'node:fs';
import path from 'node:path';
import type {
  ContentDictionary,
  ContentPage,
  ContentSection,
  PageFolder,
  PageSummary,
} from '@casino/contracts';
import { CONTENT_SECTIONS, PAGE_FOLDERS } from '@casino/contracts';
import matter from 'gray-matter';

/** Where content comes from: files in the repo here, a headless CMS in a later adapter. */
export type ContentSource = {
  locales(): string[];
  section(locale: string, section: ContentSection): ContentDictionary | null;
  page(locale: string, pagePath: string): ContentPage | null;
  listPages(locale: string, folder: PageFolder): PageSummary[];
  /**
   * Server-only texts (`emails.json`): the e-mails and SMS the site sends and the inbox messages it
   * writes (`messages`); never served to the browser.
   */
  emails(locale: string): ContentDictionary | null;
};

type LocaleContent = {
  sections: Map<ContentSection, ContentDictionary>;
  pages: Map<string, ContentPage>;
  emails: ContentDictionary | null;
};

/** Server-only file beside the sections; not in CONTENT_SECTIONS, so the content API never serves it. */
export const EMAILS_FILE = 'emails.json';

const SINGLE_PAGES = ['home', 'main', 'welcome-package'];

/** Reads `content/<locale>/<section>.json` and `content/<locale>/pages/**.md` once, at start. */
export function loadFileContent(contentDir: string): ContentSource {
  const byLocale = new Map<string, LocaleContent>();
  for (const entry of fs.readdirSync(contentDir, { withFileTypes: true })) {
    if (entry.isDirectory())
      byLocale.set(entry.name, readLocale(path.join(contentDir, entry.name), entry.name));
  }

  return {
    locales: () => [...byLocale.keys()],
    section: (locale, section) => byLocale.get(locale)?.sections.get(section) ?? null,
    page: (locale, pagePath) => byLocale.get(locale)?.pages.get(pagePath) ?? null,
    listPages: (locale, folder) => {
      const pages = [...(byLocale.get(locale)?.pages.values() ?? [])];
      return pages
        .filter((page) => page.path.startsWith(`${folder}/`))
        .map((page) => summarize(page, folder))
        .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
    },
    emails: (locale) => byLocale.get(locale)?.emails ?? null,
  };
}

function readLocale(dir: string, locale: string): LocaleContent {
  const sections = new Map<ContentSection, ContentDictionary>();
  for (const section of CONTENT_SECTIONS) {
    const file = path.join(dir, `${section}.json`);
    if (fs.existsSync(file)) sections.set(section, JSON.parse(fs.readFileSync(file, 'utf8')));
  }
  const pages = new Map<string, ContentPage>();
  const pagePaths = [
    ...SINGLE_PAGES,
    ...PAGE_FOLDERS.flatMap((folder) =>
      listMarkdown(path.join(dir, 'pages', folder)).map((name) => `${folder}/${name}`),
    ),
  ];
  for (const pagePath of pagePaths) {
    const file = path.join(dir, 'pages', `${pagePath}.md`);
    if (fs.existsSync(file)) pages.set(pagePath, readPage(file, pagePath, locale));
  }
  const emailsFile = path.join(dir, EMAILS_FILE);
  const emails = fs.existsSync(emailsFile) ? JSON.parse(fs.readFileSync(emailsFile, 'utf8')) : null;
  return { sections, pages, emails };
}

function listMarkdown(dir: string) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -3));
}

function readPage(file: string, pagePath: string, locale: string): ContentPage {
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  const { title, description, ...attributes } = data as Record<string, unknown>;
  return {
    path: pagePath,
    locale,
    title: String(title ?? ''),
    description: String(description ?? ''),
    attributes,
    body: content.trim(),
  };
}

function summarize(page: ContentPage, folder: PageFolder): PageSummary {
  const text = (key: string) =>
    typeof page.attributes[key] === 'string' ? (page.attributes[key] as string) : null;
  return {
    identity: page.path.slice(folder.length + 1),
    title: page.title,
    description: page.description,
    summary: text('summary'),
    icon: text('icon'),
    badge: text('badge'),
    order: typeof page.attributes.order === 'number' ? page.attributes.order : 0,
  };
}
