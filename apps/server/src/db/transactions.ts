import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** Whether `db` is a transaction already (row locks taken through it hold until its commit). */
export function isTransaction(db: Db): boolean {
  return db instanceof PgTransaction;
}
