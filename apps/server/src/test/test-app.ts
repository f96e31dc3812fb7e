import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, onRouteHookHandler } from 'fastify';
import { type AppOptions, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { type Env, loadEnv } from '../plugins/env.ts';
import { openTestDatabase, type TestDriver } from './databases.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** Empties the named tables between tests. */
  truncate: (...tables: string[]) => Promise<void>;
  close: () => Promise<void>;
};

/** The real Fastify app on a fresh copy of the migrated, seeded database. */
export async function startTestApp(
  driver: TestDriver,
  env: Partial<Record<keyof Env, string>> = {},
  /** Adds test-only routes before the app starts. */
  configure?: (app: FastifyInstance) => void,
  /** Sees every route of the app as it is registered, the domains' included. */
  onRoute?: onRouteHookHandler,
  /** More of buildApp's options (a fake studio clock). */
  options: Pick<AppOptions, 'studioClock'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase(driver);
  const app = await buildApp({
    env: loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // Uploaded documents of tests stay out of the developer's .data folder.
      DOCUMENTS_DIR: path.join(tmpdir(), `casino-test-documents-${process.pid}`),
      BANNER_IMAGES_DIR: path.join(tmpdir(), `casino-test-banner-images-${process.pid}`),
      CHAT_ATTACHMENTS_DIR: path.join(tmpdir(), `casino-test-chat-attachments-${process.pid}`),
      ...env,
    }),
    database,
    onRoute,
    ...options,
  });
  configure?.(app);
  await app.ready();
  return {
    app,
    database,
    truncate: async (...tables) => {
      await database.db.execute(
        sql.raw(`TRUNCATE ${tables.map((table) => `"${table}"`).join(', ')} CASCADE`),
      );
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
