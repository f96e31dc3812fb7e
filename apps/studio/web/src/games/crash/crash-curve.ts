/**
 * The crash multiplier as the server defines it: m(t) = e^(growthPerMs · t), t in ms since the round
 * started, on the server's clock. The page keeps an offset to that clock and scales the curve to fit.
 */

export function multiplierAt(elapsedMs: number, growthPerMs: number): number {
  return Math.exp(growthPerMs * Math.max(0, elapsedMs));
}

/** When the curve reaches `multiplier`: ln(m) / growth. */
export function elapsedAt(multiplier: number, growthPerMs: number): number {
  return Math.log(Math.max(1, multiplier)) / growthPerMs;
}

/** The multiplier as players see it, truncated to hundredths like the cash-out. */
export const flooredMultiplier = (multiplier: number) => Math.floor(multiplier * 100 + 1e-9) / 100;

/** How far the local clock is behind the server's (ms), from a state stamped with server time. */
export function clockOffset(serverTime: string, receivedAtLocalMs: number): number {
  return Date.parse(serverTime) - receivedAtLocalMs;
}

export type ChartScale = { maxElapsedMs: number; maxMultiplier: number };

/** The axes grow with the round: at least 10 s and 2×, with headroom past the current point. */
export function chartScale(elapsedMs: number, multiplier: number): ChartScale {
  return {
    maxElapsedMs: Math.max(10_000, elapsedMs * 1.2),
    maxMultiplier: Math.max(2, 1 + (multiplier - 1) * 1.25),
  };
}

export type Box = { width: number; height: number; left: number; bottom: number };

/** A point of the curve in canvas pixels (y grows downwards). */
export function toCanvas(elapsedMs: number, multiplier: number, scale: ChartScale, box: Box) {
  const x = box.left + (elapsedMs / scale.maxElapsedMs) * (box.width - box.left);
  const y =
    box.height - box.bottom - ((multiplier - 1) / (scale.maxMultiplier - 1)) * (box.height - box.bottom);
  return { x, y };
}

/** Samples of the curve from the start to `elapsedMs`. */
export function curvePoints(
  elapsedMs: number,
  growthPerMs: number,
  samples = 60,
): { t: number; m: number }[] {
  return Array.from({ length: samples + 1 }, (_, i) => {
    const t = (elapsedMs * i) / samples;
    return { t, m: multiplierAt(t, growthPerMs) };
  });
}

const NICE_STEPS = [0.1, 0.2, 0.25, 0.5, 1, 2, 2.5, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000];

/** Round multiplier gridlines (1.5×, 2×, … or 5×, 10×, …): multiples of a nice step, about four in view. */
export function multiplierTicks(maxMultiplier: number, wanted = 4): number[] {
  const span = maxMultiplier - 1;
  const step =
    NICE_STEPS.find((candidate) => span / candidate <= wanted) ?? 10 ** Math.ceil(Math.log10(span / wanted));
  const ticks: number[] = [];
  const first = (Math.floor(1 / step + 1e-9) + 1) * step;
  for (let value = first; value < maxMultiplier; value += step) ticks.push(Number(value.toFixed(4)));
  return ticks;
}
