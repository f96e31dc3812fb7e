/**
 * Exact conversion between the ledger's integer minor units and decimal amounts in the currency's
 * unit. Only strings and bigints: no float ever does arithmetic on money.
 */
export function minorToDecimalString(amount: bigint, subunitToUnit: number): string {
  const digits = decimalsOf(subunitToUnit);
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const text = abs.toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = digits > 0 ? text.slice(text.length - digits).replace(/0+$/, '') : '';
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The JSON number of the API: parsed from the exact decimal text, so it prints back the same digits. */
export function minorToUnits(amount: bigint, subunitToUnit: number): number {
  return Number(minorToDecimalString(amount, subunitToUnit));
}

/** A decimal amount ("12.34", "0.00012345") to minor units; null when it has more decimals than the currency. */
export function decimalToMinor(value: string, subunitToUnit: number): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const digits = decimalsOf(subunitToUnit);
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return null;
  const minor = BigInt(match[2]!) * BigInt(subunitToUnit) + BigInt(fraction.padEnd(digits, '0') || '0');
  return match[1] ? -minor : minor;
}

function decimalsOf(subunitToUnit: number): number {
  const digits = Math.log10(subunitToUnit);
  if (!Number.isInteger(digits) || digits < 0)
    throw new Error(`subunitToUnit ${subunitToUnit} is not a power of 10`);
  return digits;
}
