import { useLayoutEffect, useRef } from 'react';
import { texts } from '../../texts.ts';
import {
  BOARD_WIDTH,
  ballPath,
  boardGeometry,
  bucketFace,
  bucketHue,
  bucketX,
  pegs,
} from './plinko-board-geometry.ts';

const MS_PER_ROW = 120;

export type PlinkoDrop = { key: number; bouncesRight: boolean[] };

/**
 * Pegs, buckets with the server's multipliers, and a ball: a new `drop` animates it along the round's
 * path and calls `onLanded`; `landed` marks the bucket a finished round fell into.
 */
export function PlinkoBoard({
  rows,
  multipliers,
  drop,
  landed,
  onLanded,
}: {
  rows: number;
  multipliers: number[] | null;
  drop: PlinkoDrop | null;
  landed: { bucket: number; bouncesRight: boolean[] } | null;
  onLanded?: () => void;
}) {
  const geometry = boardGeometry(rows);
  const ball = useRef<SVGCircleElement>(null);
  const landedCallback = useRef(onLanded);
  landedCallback.current = onLanded;

  useLayoutEffect(() => {
    const element = ball.current;
    if (!drop || !element) return;
    const points = ballPath(drop.bouncesRight, boardGeometry(drop.bouncesRight.length));
    const animation = element.animate(
      points.map(({ x, y }, index) => ({
        transform: `translate(${x}px, ${y}px)`,
        offset: index / (points.length - 1),
        easing: index === 0 ? 'ease-in' : 'cubic-bezier(0.3, 0, 0.7, 1)',
      })),
      { duration: points.length * MS_PER_ROW, fill: 'forwards' },
    );
    animation.finished.then(() => landedCallback.current?.()).catch(() => undefined);
    return () => animation.cancel();
  }, [drop]);

  const resting = landed ? ballPath(landed.bouncesRight, geometry).at(-1)! : null;
  const bucketWidth = geometry.spacing * 0.92;
  // One size for every label on the board, the longest one fitting its bucket.
  const longestFace = Math.max(3, ...(multipliers ?? []).map((multiplier) => bucketFace(multiplier).length));
  const labelSize = Math.min(12, (bucketWidth * 1.45) / longestFace);
  return (
    <svg
      className="plinko-board"
      viewBox={`0 0 ${BOARD_WIDTH} ${geometry.height}`}
      role="img"
      aria-label={texts.plinko.bucket}
    >
      {pegs(geometry).map(({ x, y }) => (
        <circle key={`${x}:${y}`} cx={x} cy={y} r={geometry.pegRadius} className="plinko-peg" />
      ))}
      {Array.from({ length: rows + 1 }, (_, bucket) => {
        const multiplier = multipliers?.[bucket];
        const hit = !drop && landed?.bucket === bucket;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: buckets are positions
          <g key={bucket} className={`plinko-bucket ${hit ? 'plinko-bucket--hit' : ''}`}>
            <rect
              x={bucketX(geometry, bucket) - bucketWidth / 2}
              y={geometry.bucketY}
              width={bucketWidth}
              height={24}
              rx={4}
              style={{ fill: multiplier === undefined ? undefined : `hsl(${bucketHue(multiplier)} 80% 52%)` }}
            />
            <text x={bucketX(geometry, bucket)} y={geometry.bucketY + 16} style={{ fontSize: labelSize }}>
              {multiplier === undefined ? '?' : bucketFace(multiplier)}
            </text>
          </g>
        );
      })}
      {(drop || resting) && (
        <circle
          ref={ball}
          key={drop?.key ?? 'resting'}
          r={geometry.ballRadius}
          className="plinko-ball"
          style={resting && !drop ? { transform: `translate(${resting.x}px, ${resting.y}px)` } : undefined}
        />
      )}
    </svg>
  );
}
