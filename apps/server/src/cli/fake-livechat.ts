import { startFakeLiveChatAccounts } from '../domains/livechat/fake-accounts-server.ts';

/**
 * A fake LiveChat accounts API for local runs (no outside calls): prints the LIVECHAT_* settings to start
 * the server with, then serves until stopped. Turn LiveChat on in the back office (Settings, Chat widgets)
 * with the license printed here.
 *   npm run fake-livechat --workspace @casino/server [-- <port>]
 */
const port = Number(process.argv[2] ?? 4455);
const fake = await startFakeLiveChatAccounts({ port });
console.log('A fake LiveChat accounts API is listening. Start the server with:');
for (const [name, value] of Object.entries(fake.env)) console.log(`${name}=${value}`);
console.log(`and set the LiveChat license to ${fake.licenseId} in the back office.`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
