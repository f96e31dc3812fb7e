import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The database the studio writes its studio_* tables to: any Drizzle Postgres database (node-postgres
 * or PGlite) opened with snake_case casing. The studio uses only the query builder, never `db.query`,
 * so it needs nothing of the schema it was opened with.
 */
export type StudioDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;
