import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Pieces of one statement that several domains write together: a read model (the back office's
 * withdrawal queue) asks each domain for a correlated subquery on the outer row's ids, so the owner of
 * each table still writes the SQL that reads it and the page is one round trip.
 */

/**
 * A correlated subquery, in parentheses. Nested one level down on purpose: a single-table select of
 * drizzle strips the table name off the columns at the top of a selected SQL, which would make
 * `inner.player_id = outer.player_id` compare a column with itself.
 */
export const correlated = <T>(inner: SQL): SQL<T> => sql`(${inner})`;

/** A timestamptz as `Date.prototype.toISOString()` writes it (UTC, milliseconds, `Z`), for JSON built in SQL. */
export const isoTimestamp = (value: SQLWrapper): SQL<string | null> =>
  sql`to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A prepared statement's timestamptz placeholder, given as ISO text (both drivers send a Date their own way). */
export const timestampPlaceholder = (name: string): SQL => sql`${sql.placeholder(name)}::timestamptz`;
