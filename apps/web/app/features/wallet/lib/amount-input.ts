/** Amount input rules of spec section 5: decimals only, at most 10 characters, no leading zero. */
export const AMOUNT_MAX_LENGTH = 10;

/**
 * What the amount field keeps of a keystroke or a paste: digits and one decimal point (a comma counts
 * as one), at most `decimals` digits after it, no leading zero before other digits, 10 characters.
 */
export function sanitizeAmount(raw: string, decimals = 8): string {
  const text = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const point = text.indexOf('.');
  let whole = point === -1 ? text : text.slice(0, point);
  let fraction = point === -1 ? null : text.slice(point + 1).replace(/\./g, '');
  whole = whole.replace(/^0+(?=\d)/, '');
  if (fraction !== null && whole === '') whole = '0';
  if (fraction !== null) fraction = decimals > 0 ? fraction.slice(0, decimals) : null;
  const joined = fraction === null ? whole : `${whole}.${fraction}`;
  return joined.slice(0, AMOUNT_MAX_LENGTH);
}

/** The number a field's text holds, or null when it holds none. */
export function parseAmount(text: string): number | null {
  if (!/^\d+(\.\d*)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A number as the field shows it: no exponent, no trailing zeros, at most `decimals` decimals. */
export function formatInputAmount(value: number, decimals: number): string {
  const fixed = value.toFixed(Math.max(0, Math.min(decimals, 20)));
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** On blur: empty or below the minimum becomes the minimum, above the maximum becomes the maximum. */
export function clampAmountText(text: string, min: number, max: number, decimals: number): string {
  const value = parseAmount(text);
  if (value === null || value < min) return formatInputAmount(min, decimals);
  if (value > max) return formatInputAmount(max, decimals);
  return formatInputAmount(value, decimals);
}

/** The amount the submit button shows: the typed one, kept within the limits. */
export function clampAmount(value: number | null, min: number, max: number): number {
  if (value === null || value < min) return min;
  return value > max ? max : value;
}

export function isAmountInRange(value: number | null, min: number, max: number): boolean {
  return value !== null && value > 0 && value >= min && value <= max;
}

/** The first amount of a form: the default preset, else the minimum (spec section 5). */
export function defaultAmount(presets: { amount: number; default: boolean }[], min: number): number {
  return presets.find((preset) => preset.default)?.amount ?? min;
}
