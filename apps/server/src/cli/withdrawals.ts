// The operator's withdrawal desk, through the running server (audited as the operator key):
//   npm run withdrawals --workspace @casino/server -- list
//   npm run withdrawals --workspace @casino/server -- approve <number or id>
//   npm run withdrawals --workspace @casino/server -- reject <number or id> [reason]
// Approving pays the reserved amount out; rejecting puts it back in the player's cash. The player's
// open pages hear of it through the outbox as soon as the server delivers the event.
import type { PendingInvoice } from '../domains/payments/operator.ts';
import { operatorClient, runOperatorCommand } from './operator-client.ts';

/** A pending withdrawal as the operator API answers it (JSON: dates as strings). */
type Pending = Omit<PendingInvoice, 'createdAt'> & { createdAt: string };

const [command, target, ...reasonWords] = process.argv.slice(2);
/** What the review service answered, for the operator who asked. */
const OUTCOMES: Record<string, string> = {
  paid: 'paid out',
  rejected: 'rejected, amount back in cash',
  'awaiting-second-approval':
    'approved once: above the four-eyes threshold, another approver must approve it too',
};

if (command !== 'list' && !((command === 'approve' || command === 'reject') && target)) {
  console.error('Usage: withdrawals list | approve <number or id> | reject <number or id> [reason]');
  process.exit(2);
}

await runOperatorCommand(async () => {
  const request = await operatorClient();
  if (command === 'list') {
    const pending = await request<Pending[]>('GET', '/api/operator/withdrawals');
    if (pending.length === 0) console.log('No pending withdrawals.');
    for (const item of pending)
      console.log(
        `#${item.number}  ${item.createdAt}  ${item.amount} ${item.currency}  ${item.method}  ${item.destination}  ${item.player}  ${item.id}`,
      );
    return;
  }
  const reason = reasonWords.join(' ') || undefined;
  const path = `/api/operator/withdrawals/${encodeURIComponent(target!)}/${command}`;
  const row = await request<{ number: number; status: string }>('POST', path, reason ? { reason } : {});
  console.log(`Withdrawal #${row.number} ${OUTCOMES[row.status] ?? row.status}.`);
});
