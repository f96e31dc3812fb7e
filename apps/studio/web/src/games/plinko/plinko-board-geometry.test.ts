import { describe, expect, it } from 'vitest';
import { ballPath, boardGeometry, bucketFace, bucketHue, bucketX, pegs } from './plinko-board-geometry.ts';

describe('plinko board', () => {
  it('puts r + 3 pegs on row r', () => {
    expect(pegs(boardGeometry(8))).toHaveLength(3 + 4 + 5 + 6 + 7 + 8 + 9 + 10);
  });

  it('lands the ball in the bucket of its right bounces, touching a peg on every row', () => {
    const geometry = boardGeometry(8);
    const path = [true, false, true, true, false, false, true, true];
    const points = ballPath(path, geometry);
    expect(points).toHaveLength(10);
    expect(points.at(-1)!.x).toBeCloseTo(bucketX(geometry, 5));
    const pegXs = new Set(pegs(geometry).map((peg) => peg.x.toFixed(6)));
    for (const point of points.slice(1, -1)) expect(pegXs.has(point.x.toFixed(6))).toBe(true);
  });

  it('keeps every bucket on the board', () => {
    const geometry = boardGeometry(16);
    expect(bucketX(geometry, 0)).toBeGreaterThan(0);
    expect(bucketX(geometry, 16)).toBeLessThan(400);
  });

  it('writes bucket faces short and colours big ones hot', () => {
    expect(bucketFace(1000)).toBe('1000×');
    expect(bucketFace(0.5)).toBe('0.5×');
    expect(bucketFace(1.25)).toBe('1.25×');
    expect(bucketHue(1000)).toBeLessThan(bucketHue(1));
  });
});
