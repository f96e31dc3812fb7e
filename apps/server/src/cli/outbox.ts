// Prints the built-in outbox (SMS codes, reset and confirmation links), newest first, from the
// running server:
//   npm run outbox --workspace @casino/server [-- --to <address or phone>] [--limit 20]
import { operatorClient, runOperatorCommand } from './operator-client.ts';

type Message = { to: string; text: string; subject?: string; createdAt: string };

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index < 0 ? undefined : args[index + 1];
};
const to = option('to');
const limit = option('limit') ?? '20';
if (args.includes('--help') || (args.includes('--to') && !to)) {
  console.error('Usage: outbox [--to <address or phone>] [--limit <n>]');
  process.exit(2);
}

await runOperatorCommand(async () => {
  const request = await operatorClient();
  const query = new URLSearchParams({ limit, ...(to ? { to } : {}) });
  const { sms, emails } = await request<{ sms: Message[]; emails: Message[] }>(
    'GET',
    `/api/operator/outbox.json?${query}`,
  );
  const messages = [...sms, ...emails].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (messages.length === 0) console.log(to ? `Nothing sent to ${to}.` : 'The outbox is empty.');
  for (const message of messages) {
    const when = message.createdAt.replace('T', ' ').slice(0, 19);
    const head = message.subject === undefined ? 'SMS' : message.subject;
    console.log(`${when}  ${message.to}  ${head}\n${message.text.trim()}\n`);
  }
});
