import { z } from 'zod';

/** The board in SVG units: pegs on a triangle, buckets under the last row, the ball's path through them. */
export const BOARD_WIDTH = 400;
const TOP = 28;
const BUCKET_HEIGHT = 26;

export type Point = { x: number; y: number };

export type BoardGeometry = {
  rows: number;
  spacing: number;
  rowHeight: number;
  pegRadius: number;
  ballRadius: number;
  height: number;
  bucketY: number;
};

export function boardGeometry(rows: number): BoardGeometry {
  const spacing = BOARD_WIDTH / (rows + 2);
  const rowHeight = spacing * 0.86;
  const bucketY = TOP + rows * rowHeight;
  return {
    rows,
    spacing,
    rowHeight,
    pegRadius: Math.max(2.2, spacing * 0.1),
    ballRadius: Math.max(4, spacing * 0.22),
    bucketY,
    height: bucketY + BUCKET_HEIGHT + 6,
  };
}

const CENTRE = BOARD_WIDTH / 2;

/** Row r (0 = top) has r + 3 pegs, centred. */
export function pegs({ rows, spacing, rowHeight }: BoardGeometry): Point[] {
  return Array.from({ length: rows }, (_, row) =>
    Array.from({ length: row + 3 }, (_, peg) => ({
      x: CENTRE + (peg - (row + 2) / 2) * spacing,
      y: TOP + row * rowHeight,
    })),
  ).flat();
}

/** The centre of bucket i (0..rows, left to right). */
export const bucketX = ({ rows, spacing }: BoardGeometry, bucket: number) =>
  CENTRE + (bucket - rows / 2) * spacing;

/**
 * Where the ball touches each row and where it lands: at row r it sits on the peg right of its
 * position, k − r/2 spacings from the centre with k the right bounces so far.
 */
export function ballPath(bouncesRight: readonly boolean[], geometry: BoardGeometry): Point[] {
  const { spacing, rowHeight, pegRadius, ballRadius } = geometry;
  const lift = pegRadius + ballRadius;
  const points: Point[] = [{ x: CENTRE, y: TOP - rowHeight }];
  let rights = 0;
  bouncesRight.forEach((right, row) => {
    points.push({ x: CENTRE + (rights - row / 2) * spacing, y: TOP + row * rowHeight - lift });
    if (right) rights += 1;
  });
  // The ball comes to rest on top of its bucket, leaving the multiplier readable.
  points.push({ x: bucketX(geometry, rights), y: geometry.bucketY - ballRadius - 1 });
  return points;
}

/** "1000×", "13×", "0.5×": the bucket's face. */
export function bucketFace(multiplier: number): string {
  return `${multiplier >= 10 ? Math.round(multiplier) : Number(multiplier.toFixed(2))}×`;
}

/** Hotter colours for bigger multipliers: the edges burn, the centre stays cool. */
export function bucketHue(multiplier: number): number {
  const heat = Math.min(1, Math.log10(Math.max(multiplier, 0.1) * 10) / 3);
  return Math.round(190 - heat * 190);
}

export const plinkoOutcomeSchema = z.object({
  bouncesRight: z.array(z.boolean()),
  bucket: z.number().int(),
});
export const plinkoParamsSchema = z.object({ rows: z.number().int(), risk: z.string() });

export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export const PLINKO_ROWS = Array.from({ length: 9 }, (_, i) => 8 + i);
