// Test fixture (run with tsx by outbox.test.ts): commits a domain event, says so, then waits to be
// killed before any dispatcher could deliver it.
import { openDatabase } from '../../db/client.ts';
import { publishEvent } from './outbox.ts';

const [target, channel] = process.argv.slice(2);
const database = target!.startsWith('postgres')
  ? await openDatabase({ driver: 'postgres', url: target! })
  : await openDatabase({ driver: 'pglite', dataDir: target! });
await database.db.transaction(async (tx) => {
  await publishEvent(tx, { type: 'test.crash', payload: { pid: process.pid }, channel });
});
process.stdout.write('committed\n');
setInterval(() => {}, 60_000);
