import { describe, expect, it } from 'vitest';
import {
  chartScale,
  clockOffset,
  curvePoints,
  elapsedAt,
  flooredMultiplier,
  multiplierAt,
  multiplierTicks,
  toCanvas,
} from './crash-curve.ts';

const growth = 0.00006;

describe('crash curve', () => {
  it('grows as e^(growth · t) and inverts', () => {
    expect(multiplierAt(0, growth)).toBe(1);
    expect(multiplierAt(-500, growth)).toBe(1);
    expect(multiplierAt(10_000, growth)).toBeCloseTo(Math.exp(0.6), 12);
    expect(elapsedAt(2, growth)).toBeCloseTo(Math.log(2) / growth, 9);
    expect(multiplierAt(elapsedAt(3.7, growth), growth)).toBeCloseTo(3.7, 12);
  });

  it('truncates to hundredths', () => {
    expect(flooredMultiplier(1.999)).toBe(1.99);
    expect(flooredMultiplier(2)).toBe(2);
    expect(flooredMultiplier(1.0049)).toBe(1);
  });

  it('measures the offset to the server clock', () => {
    expect(clockOffset('2025-01-01T00:00:10.000Z', Date.parse('2025-01-01T00:00:09.250Z'))).toBe(750);
  });

  it('scales the axes with headroom', () => {
    expect(chartScale(1000, 1.06)).toEqual({ maxElapsedMs: 10_000, maxMultiplier: 2 });
    const late = chartScale(40_000, 11);
    expect(late.maxElapsedMs).toBe(48_000);
    expect(late.maxMultiplier).toBeCloseTo(13.5);
  });

  it('maps the start to the bottom left and the scale edge to the top right', () => {
    const box = { width: 500, height: 300, left: 40, bottom: 20 };
    const scale = { maxElapsedMs: 10_000, maxMultiplier: 3 };
    expect(toCanvas(0, 1, scale, box)).toEqual({ x: 40, y: 280 });
    expect(toCanvas(10_000, 3, scale, box)).toEqual({ x: 500, y: 0 });
  });

  it('samples the curve up to now', () => {
    const points = curvePoints(5000, growth, 10);
    expect(points).toHaveLength(11);
    expect(points[0]).toEqual({ t: 0, m: 1 });
    expect(points[10]!.t).toBe(5000);
  });

  it('picks round gridlines', () => {
    expect(multiplierTicks(2)).toEqual([1.25, 1.5, 1.75]);
    expect(multiplierTicks(13.5)).toEqual([5, 10]);
    expect(multiplierTicks(250)).toEqual([100, 200]);
    expect(multiplierTicks(3)).toEqual([1.5, 2, 2.5]);
  });
});
