import { ErrorCode, InvoiceStatus, InvoiceType } from '@casino/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { playerProtection } from '../settings/operator-settings.ts';
import { listEnabledCurrencies } from '../settings/service.ts';
import { isVerifiedPlayer } from '../verification/levels.ts';
import { decimalToMinor, minorToDecimalString } from '../wallet/money.ts';
import { paymentInvoices } from './tables.ts';

/** A rate as an exact fraction: digits over a power of ten. */
function rateFraction(rate: number): { numerator: bigint; denominator: bigint } {
  const [whole, fraction = ''] = rate.toFixed(12).split('.') as [string, string?];
  return { numerator: BigInt(whole + fraction), denominator: 10n ** BigInt(fraction.length) };
}

/**
 * Tiered KYC: a player's withdrawals, pending and paid, in the base currency through the current rates,
 * this one included, may pass the operator's threshold (playerProtection.kycWithdrawalThreshold) only once the player is
 * verified (by the provider, or an approved identity document). Refused with 13009 on `amount`.
 */
export async function checkVerificationTier(
  db: Db,
  playerId: string,
  withdrawal: { amount: bigint; currency: string },
): Promise<void> {
  const threshold = (await playerProtection(db)).kycWithdrawalThreshold;
  const currencies = await listEnabledCurrencies(db);
  const base = currencies.find((currency) => currency.isBase);
  if (!base) return;
  const limit = decimalToMinor(threshold, base.subunitToUnit) ?? 0n;
  const rows = await db
    .select({
      currency: paymentInvoices.currency,
      total: sql<string>`coalesce(sum(${paymentInvoices.amount}), 0)`,
    })
    .from(paymentInvoices)
    .where(
      and(
        eq(paymentInvoices.playerId, playerId),
        eq(paymentInvoices.type, InvoiceType.withdrawal),
        inArray(paymentInvoices.status, [InvoiceStatus.pending, InvoiceStatus.success]),
      ),
    )
    .groupBy(paymentInvoices.currency);
  const inBase = (amount: bigint, code: string) => {
    const currency = currencies.find((item) => item.code === code);
    // A currency switched off since: its withdrawals still count, at no known rate (zero).
    if (!currency) return 0n;
    const { numerator, denominator } = rateFraction(currency.rate.rate);
    return (amount * numerator * BigInt(base.subunitToUnit)) / (denominator * BigInt(currency.subunitToUnit));
  };
  let total = inBase(withdrawal.amount, withdrawal.currency);
  for (const row of rows) total += inBase(BigInt(row.total), row.currency);
  if (total <= limit || (await isVerifiedPlayer(db, playerId))) return;
  const max = `${minorToDecimalString(limit, base.subunitToUnit)} ${base.code}`;
  throw new AppError(
    ErrorCode.verificationRequired,
    `Verify your identity to withdraw more than ${max} in total.`,
    [{ field: 'amount', rule: 'verificationRequired', params: { max } }],
  );
}
