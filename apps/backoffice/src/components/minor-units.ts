/**
 * Terms store amounts as minor units in decimal text ("2000" for 20 EUR); staff type currency units.
 * A text that is no amount of the currency is kept as typed, so the contract schema refuses it.
 */
export function unitsToMinor(text: string, subunitToUnit: number): string {
  const trimmed = text.trim();
  const digits = Math.round(Math.log10(subunitToUnit));
  const match = new RegExp(`^(\\d{1,15})(?:\\.(\\d{0,${digits}}))?$`).exec(trimmed);
  if (!match) return trimmed;
  const whole = BigInt(match[1]!) * BigInt(subunitToUnit);
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  return String(whole + BigInt(fraction || '0'));
}

/** Minor units as currency units: "2000" → "20", "2050" → "20.5"; anything else as it is. */
export function minorToUnits(minor: string | undefined, subunitToUnit: number): string {
  if (minor === undefined) return '';
  if (!/^\d+$/.test(minor)) return minor;
  const value = BigInt(minor);
  const unit = BigInt(subunitToUnit);
  const fraction = (value % unit).toString().padStart(Math.round(Math.log10(subunitToUnit)), '0');
  const trimmed = fraction.replace(/0+$/, '');
  return trimmed ? `${value / unit}.${trimmed}` : String(value / unit);
}

/** Minor units as a number of currency units, for the money formatter. */
export const minorToNumber = (minor: string, subunitToUnit: number) => Number(minor) / subunitToUnit;
