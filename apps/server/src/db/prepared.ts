import type { Db } from './client.ts';

/**
 * A query built once per database handle and then only run: drizzle otherwise builds the SQL text
 * again on every call, which for the queries of every signed-in request (the session, the player)
 * cost more than running them on the embedded database. `build` names the statement, so
 * PostgreSQL plans it once per connection too.
 */
export function preparedQuery<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byHandle = new WeakMap<Db, Query>();
  return (db) => {
    let query = byHandle.get(db);
    if (!query) {
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
}
