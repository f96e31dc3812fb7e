// A second server process for the cross-process test: its own app and Redis connections; on a message
// from the parent it publishes through its broker, then reports back.
import { buildApp, prepareDatabase } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { loadEnv } from '../plugins/env.ts';

const [redisUrl = '', redisPrefix = '', sessionSecret = ''] = process.argv.slice(2);
const database = await openDatabase({ driver: 'pglite' });
await prepareDatabase(database);
const app = await buildApp({
  env: loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: sessionSecret,
  }),
  database,
});
await app.listen({ host: '127.0.0.1', port: 0 });

process.on('message', async (message: { channel: string; data: unknown }) => {
  await app.realtime.publish(message.channel, message.data);
  process.send?.('published');
});
process.on('disconnect', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
process.send?.('ready');
