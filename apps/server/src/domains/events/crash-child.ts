// Test fixture (run with tsx by outbox.test.ts), killed by the test once it says how far it got:
// `publish <target> <channel>` commits a domain event and says 'committed' before any dispatcher could
// deliver it; `deliver <target>` starts a batch whose handler records each event in test_effects and
// says 'midway' (then hangs) at the third event, its transaction still open.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../db/client.ts';
import { EventDispatcher } from './dispatcher.ts';
import { publishEvent } from './outbox.ts';

const [mode, target, channel] = process.argv.slice(2);
const database = target!.startsWith('postgres')
  ? await openDatabase({ driver: 'postgres', url: target! })
  : await openDatabase({ driver: 'pglite', dataDir: target! });
if (mode === 'publish') {
  await database.db.transaction(async (tx) => {
    await publishEvent(tx, { type: 'test.crash', payload: { pid: process.pid }, channel });
  });
  process.stdout.write('committed\n');
} else {
  const dispatcher = new EventDispatcher({
    db: database.db,
    pollMs: 60_000,
    realtime: { publish: async () => {} },
  });
  let handled = 0;
  dispatcher.subscribe('test.crash', async (event, tx) => {
    await tx.execute(sql`insert into test_effects values (${event.id})`);
    if (++handled < 3) return;
    process.stdout.write('midway\n');
    await new Promise(() => {});
  });
  void dispatcher.dispatchPending();
}
setInterval(() => {}, 60_000);
