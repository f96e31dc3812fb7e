import {
  type ChatPayment,
  type ChatPlayerContext,
  hasPermission,
  type Invoice,
  InvoiceType,
  type StaffRole,
} from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { staffProfile } from '../identity/staff-views.ts';
import { activeLimits } from '../limits/service.ts';
import { limitViews } from '../limits/views.ts';
import { listInvoices } from '../payments/invoices.ts';
import { playerLevel } from '../verification/levels.ts';
import { listAccounts } from '../wallet/accounts.ts';

const STATUS_NAMES: Record<number, string> = { 1: 'pending', 2: 'succeeded', 3: 'failed' };

const paymentOf = (invoice: Invoice): ChatPayment => ({
  id: invoice.id,
  amount: invoice.amount,
  currency: invoice.currency,
  status: invoice.cancelledByPlayer ? 'cancelled' : (STATUS_NAMES[invoice.status] ?? String(invoice.status)),
  createdAt: invoice.createdAt,
});

/**
 * The player beside a conversation, from the functions the player 360 page reads them with; each part
 * only when the agent's role may read it (players.read, payments.read, kyc.read), null otherwise.
 */
export async function chatPlayerContext(
  db: Db,
  playerId: string,
  role: StaffRole,
  now: Date,
): Promise<ChatPlayerContext> {
  const profile = await staffProfile(db, playerId);
  if (!profile) throw AppError.notFound('No such player.');
  const may = (permission: Parameters<typeof hasPermission>[1]) => hasPermission(role, permission);
  const lastInvoices = async (type: number) =>
    (await listInvoices(db, playerId, { page: 1, perPage: 5, type: [type] } as never)).data.map(paymentOf);
  const [accounts, limits, deposits, withdrawals, level] = await Promise.all([
    may('players.read') ? listAccounts(db, playerId) : null,
    may('players.read') ? activeLimits(db, playerId).then((rows) => limitViews(db, rows, now)) : null,
    may('payments.read') ? lastInvoices(InvoiceType.deposit) : null,
    may('payments.read') ? lastInvoices(InvoiceType.withdrawal) : null,
    may('kyc.read') ? playerLevel(db, playerId) : null,
  ]);
  const readsProfile = may('players.read');
  return {
    playerId,
    nickname: profile.nickname,
    email: readsProfile ? profile.email : null,
    country: readsProfile ? profile.country : null,
    locale: profile.locale,
    accounts,
    lastDeposits: deposits,
    lastWithdrawals: withdrawals,
    limits,
    verification: level ? { level: level.level } : null,
  };
}
