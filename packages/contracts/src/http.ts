import { z } from 'zod';
import { zId } from './validators/input.ts';

/** Every success answers `{ data }`; paged lists add `meta`. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

/**
 * The answer of a call that changes something and has nothing more to tell (logout, a password
 * change, an e-mail sent): `{ data: {} }`, never 204, because clients read `data` from every answer.
 */
export const acknowledgedSchema = dataEnvelope(z.object({}));
export const ACKNOWLEDGED = { data: {} };

/** The `{id}` of a path (an invoice, a session ...). */
export const idParamsSchema = z.object({ id: zId() });

export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pagingQuerySchema>;

/**
 * A query value the client sends as `key[]=a&key[]=b` (or once, plain): always an array here. A
 * preprocess rather than a union, so the OpenAPI document shows an array (named `key[]`).
 */
export const queryList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value : [value]),
    z.array(item).max(100),
  ) as unknown as z.ZodType<z.output<T>[], z.input<T> | z.input<T>[]>;

export const pageMetaSchema = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  totalPages: z.number().int(),
  totalRows: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** The meta of one page of a list of `totalRows` rows. */
export const pageMeta = (query: PageQuery, totalRows: number): PageMeta => ({
  page: query.page,
  perPage: query.perPage,
  totalPages: Math.ceil(totalRows / query.perPage),
  totalRows,
});

/** How many rows come before the page. */
export const pageOffset = (query: PageQuery) => (query.page - 1) * query.perPage;

export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: pageMetaSchema });

/** Every error answers `{ error: { code, message, fields? } }`. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.number().int(),
    message: z.string(),
    fields: fieldErrorsSchema.optional(),
    /** Only with 11030 (two-factor sign-in): the token the second step sends back (decision 0022). */
    challenge: z.string().optional(),
    /** Only with 5 (too many wrong bonus codes): when the lock ends, ISO. */
    lockedUntil: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
