import type { DepositRequest, WithdrawRequest } from '@casino/contracts';
import { InvoiceStatus, type InvoiceType } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { findPlayerById } from '../identity/players.ts';
import { requireOwnAccount } from '../wallet/accounts.ts';
import { minorToDecimalString } from '../wallet/money.ts';
import type { WalletAccountRow } from '../wallet/views.ts';
import { unitOf } from './invoice-views.ts';
import { amountToMinor, checkAmountLimits, checkMethodFields, requireMethod } from './methods.ts';
import type { PaymentProvider, PaymentStartInput, ProviderMethod } from './psp-port.ts';
import { cryptoNetwork } from './sandbox-catalogue.ts';
import type { InvoiceRow, paymentInvoices } from './tables.ts';

export type Direction = 'deposit' | 'withdrawal';

/** A deposit or withdrawal request checked against the player, the account and the method's rules. */
export type CheckedRequest = {
  player: NonNullable<Awaited<ReturnType<typeof findPlayerById>>>;
  account: WalletAccountRow;
  currency: string;
  country: string | undefined;
  unit: number;
  method: ProviderMethod;
  /** Minor units. */
  amount: bigint;
  fields: Record<string, string>;
};

/**
 * The checks a deposit and a withdrawal share: the asker's own account in the request's currency
 * (404 12002 otherwise), a method the PSP offers there (13001), an amount the currency can hold within
 * the method's and the chosen network's limits (13002/13003), and valid dynamic fields (422 per field).
 */
export async function checkPaymentRequest(
  db: Db,
  psp: PaymentProvider,
  playerId: string,
  direction: Direction,
  request: DepositRequest | WithdrawRequest,
): Promise<CheckedRequest> {
  const player = await findPlayerById(db, playerId);
  if (!player) throw AppError.unauthorized();
  const currency = request.currency.toUpperCase();
  const country = request.country ? request.country.toUpperCase() : undefined;
  const account = await requireOwnAccount(db, playerId, request.accountId);
  if (account.currency !== currency) throw AppError.validation([{ field: 'accountId', rule: 'in' }]);
  const unit = await unitOf(db, currency);
  const method = requireMethod(psp, direction, request.method, currency, country);
  const amount = amountToMinor(request.amount, unit);
  if (amount === null) throw AppError.validation([{ field: 'amount', rule: 'invalid' }]);
  checkAmountLimits(amount, method, unit);
  const fields = checkMethodFields(method, request.fields);
  const network = cryptoNetwork(currency, fields.crypto_network);
  if (network) checkAmountLimits(amount, network, unit);
  return { player, account, currency, country, unit, method, amount, fields };
}

/** The columns of a new pending invoice for a checked request. */
export function pendingInvoice(
  checked: CheckedRequest,
  type: InvoiceType,
  provider: string,
): typeof paymentInvoices.$inferInsert {
  return {
    playerId: checked.player.id,
    walletAccountId: checked.account.id,
    type,
    status: InvoiceStatus.pending,
    provider,
    method: checked.method.method,
    currency: checked.currency,
    amount: checked.amount,
    country: checked.country ?? null,
    fields: checked.fields,
  };
}

/** What the provider is told of a new invoice. */
export function providerInput(checked: CheckedRequest, row: InvoiceRow): PaymentStartInput {
  return {
    invoiceId: row.id,
    invoiceNumber: row.number,
    playerId: row.playerId,
    method: row.method,
    currency: row.currency,
    amount: minorToDecimalString(row.amount, checked.unit),
    fields: checked.fields,
  };
}
