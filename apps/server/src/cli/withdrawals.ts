// The operator's withdrawal desk:
//   npm run withdrawals --workspace @casino/server -- list
//   npm run withdrawals --workspace @casino/server -- approve <number or id>
//   npm run withdrawals --workspace @casino/server -- reject <number or id> [reason]
// Approving pays the reserved amount out; rejecting puts it back in the player's cash. The player's
// open pages hear of it through the outbox as soon as a server process delivers the event.
import { ErrorCode } from '@casino/contracts';
import { listPendingWithdrawals, resolveInvoiceId } from '../domains/payments/operator.ts';
import { decideWithdrawal } from '../domains/payments/settlement.ts';
import { AppError } from '../plugins/errors.ts';
import { openCliDatabase } from './cli-database.ts';

const [command, target, ...reasonWords] = process.argv.slice(2);
const usage = 'Usage: withdrawals list | approve <number or id> | reject <number or id> [reason]';
if (command !== 'list' && !((command === 'approve' || command === 'reject') && target)) {
  console.error(usage);
  process.exit(2);
}

const database = await openCliDatabase().database;
try {
  if (command === 'list') {
    const pending = await listPendingWithdrawals(database.db);
    if (pending.length === 0) console.log('No pending withdrawals.');
    for (const item of pending)
      console.log(
        `#${item.number}  ${item.createdAt.toISOString()}  ${item.amount} ${item.currency}  ${item.method}  ${item.destination}  ${item.player}  ${item.id}`,
      );
  } else {
    const id = await resolveInvoiceId(database.db, target!);
    if (!id) throw new AppError(ErrorCode.notFound, `No invoice ${target}.`);
    const reason = reasonWords.join(' ') || undefined;
    const row = await decideWithdrawal(database.db, id, { approve: command === 'approve', reason });
    console.log(
      `Withdrawal #${row.number} ${command === 'approve' ? 'paid out' : 'rejected, amount back in cash'}.`,
    );
  }
} catch (error) {
  console.error(error instanceof AppError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
