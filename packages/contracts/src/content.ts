import { z } from 'zod';
import { CONTENT_SECTIONS } from './content-sections.ts';
import { defineRoute } from './routes/define.ts';
import { localeCodeSchema } from './settings.ts';
import { zText } from './validators/input.ts';

export const contentSectionSchema = z.enum(CONTENT_SECTIONS);
export type ContentSection = z.infer<typeof contentSectionSchema>;

export const PAGE_FOLDERS = ['static', 'questions', 'bonus'] as const;
export const pageFolderSchema = z.enum(PAGE_FOLDERS);
export type PageFolder = z.infer<typeof pageFolderSchema>;

/** Sections are nested string dictionaries, loaded as i18next namespaces. */
export type ContentDictionary = { [key: string]: string | ContentDictionary };
export const contentDictionarySchema: z.ZodType<ContentDictionary> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), contentDictionarySchema])),
);

/** Content queries without a locale read the default locale. */
export const sectionsQuerySchema = z.object({
  locale: localeCodeSchema.optional(),
  sections: zText({ max: 500 })
    .transform((value) => value.split(','))
    .pipe(z.array(contentSectionSchema).min(1)),
});
export const sectionsResponseSchema = z.object({
  data: z.record(z.string(), contentDictionarySchema),
});

const slugSchema = z.string().regex(/^[a-z0-9-]+$/);
export const pagePathSchema = z.union([
  z.enum(['home', 'main', 'welcome-package']),
  z.templateLiteral([pageFolderSchema, '/', slugSchema]),
]);

export const contentPageQuerySchema = z.object({
  locale: localeCodeSchema.optional(),
  path: zText({ max: 120 }).min(1),
});

export const pageSchema = z.object({
  path: z.string(),
  locale: localeCodeSchema,
  title: z.string(),
  description: z.string(),
  /** Extra frontmatter: hero, highlights, steps, icon, order ... */
  attributes: z.record(z.string(), z.unknown()),
  /** Markdown body. */
  body: z.string(),
});
export type ContentPage = z.infer<typeof pageSchema>;
export const pageResponseSchema = z.object({ data: pageSchema });

export const pageSummarySchema = z.object({
  identity: slugSchema,
  title: z.string(),
  description: z.string(),
  summary: z.string().nullable(),
  icon: z.string().nullable(),
  badge: z.string().nullable(),
  order: z.number(),
});
export type PageSummary = z.infer<typeof pageSummarySchema>;
export const pageListQuerySchema = z.object({
  locale: localeCodeSchema.optional(),
  folder: pageFolderSchema,
});
export const pageListResponseSchema = z.object({ data: z.array(pageSummarySchema) });

const tag = 'Content';

/** Our own content service (not in the client contract: the product's client reads @nuxt/content). */
export const contentRoutes = {
  sections: defineRoute({
    method: 'GET',
    path: '/api/content/sections',
    access: 'guest',
    tag,
    summary: "The asked content sections of a locale (default: the site's default locale), as dictionaries.",
    query: sectionsQuerySchema,
    response: sectionsResponseSchema,
  }),
  pages: defineRoute({
    method: 'GET',
    path: '/api/content/pages',
    access: 'guest',
    tag,
    summary: 'The pages of a folder (static, questions, bonus), in their order.',
    query: pageListQuerySchema,
    response: pageListResponseSchema,
  }),
  page: defineRoute({
    method: 'GET',
    path: '/api/content/page',
    access: 'guest',
    tag,
    summary: 'One page by path, 404 when the locale or page does not exist.',
    query: contentPageQuerySchema,
    response: pageResponseSchema,
  }),
};
