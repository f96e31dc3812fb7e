// The sandbox PSP's tester desk, through the running server:
//   npm run sandbox --workspace @casino/server -- list                 # pending deposits, with tester links
//   npm run sandbox --workspace @casino/server -- approve <number or id>
//   npm run sandbox --workspace @casino/server -- decline <number or id>
import type { PendingInvoice } from '../domains/payments/operator.ts';
import { operatorClient, runOperatorCommand } from './operator-client.ts';

/** A pending invoice as the operator API answers it (JSON: dates as strings), with its tester link. */
type Pending = Omit<PendingInvoice, 'destination' | 'createdAt'> & { createdAt: string; testerUrl: string };

const [command, target] = process.argv.slice(2);
if (command !== 'list' && !((command === 'approve' || command === 'decline') && target)) {
  console.error('Usage: sandbox list | approve <number or id> | decline <number or id>');
  process.exit(2);
}

await runOperatorCommand(async () => {
  const request = await operatorClient();
  if (command === 'list') {
    const pending = await request<Pending[]>('GET', '/api/operator/sandbox/invoices');
    if (pending.length === 0) console.log('No pending sandbox deposits.');
    for (const item of pending)
      console.log(
        `#${item.number}  ${item.createdAt}  ${item.amount} ${item.currency}  ${item.method}  ${item.player}  ${item.id}\n  ${item.testerUrl}`,
      );
    return;
  }
  const path = `/api/operator/sandbox/invoices/${encodeURIComponent(target!)}/${command}`;
  const settled = await request<{ number: number; status: string }>('POST', path);
  console.log(`Deposit #${settled.number} ${settled.status}.`);
});
