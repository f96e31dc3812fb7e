/** Exact fractions on bigint, for return-to-player figures that must not carry rounding errors. */
export type Rational = {
  readonly numerator: bigint;
  readonly denominator: bigint;
};

function greatestCommonDivisor(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function ratio(numerator: bigint | number, denominator: bigint | number = 1n): Rational {
  let top = BigInt(numerator);
  let bottom = BigInt(denominator);
  if (bottom === 0n) throw new RangeError('denominator must not be zero');
  if (bottom < 0n) [top, bottom] = [-top, -bottom];
  const divisor = greatestCommonDivisor(top, bottom) || 1n;
  return { numerator: top / divisor, denominator: bottom / divisor };
}

export const ZERO = ratio(0n);
export const ONE = ratio(1n);

/** A decimal written with at most `maxDecimals` digits after the point, read exactly (0.35 is 35/100). */
export function fromDecimal(value: number, maxDecimals = 2): Rational {
  const scale = 10 ** maxDecimals;
  const scaled = Math.round(value * scale);
  if (Math.abs(scaled / scale - value) > Number.EPSILON * Math.max(1, Math.abs(value))) {
    throw new RangeError(`${value} has more than ${maxDecimals} decimals`);
  }
  return ratio(scaled, scale);
}

export function add(a: Rational, b: Rational): Rational {
  return ratio(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

export function subtract(a: Rational, b: Rational): Rational {
  return add(a, ratio(-b.numerator, b.denominator));
}

export function multiply(a: Rational, b: Rational): Rational {
  return ratio(a.numerator * b.numerator, a.denominator * b.denominator);
}

export function divide(a: Rational, b: Rational): Rational {
  return ratio(a.numerator * b.denominator, a.denominator * b.numerator);
}

export function sum(values: readonly Rational[]): Rational {
  return values.reduce(add, ZERO);
}

export function compare(a: Rational, b: Rational): number {
  const difference = a.numerator * b.denominator - b.numerator * a.denominator;
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

export function isEqual(a: Rational, b: Rational): boolean {
  return compare(a, b) === 0;
}

export function toNumber(value: Rational): number {
  return Number(value.numerator) / Number(value.denominator);
}

export function format(value: Rational): string {
  return value.denominator === 1n ? `${value.numerator}` : `${value.numerator}/${value.denominator}`;
}

export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < Math.min(k, n - k); i += 1) {
    result = (result * BigInt(n - i)) / BigInt(i + 1);
  }
  return result;
}
