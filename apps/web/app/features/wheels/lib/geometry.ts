/** Where a point of the wheel's rim is, `degrees` clockwise from the top, on a circle of `radius`. */
export function rimPoint(degrees: number, radius: number): { x: number; y: number } {
  const radians = (degrees * Math.PI) / 180;
  return { x: round(radius * Math.sin(radians)), y: round(-radius * Math.cos(radians)) };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The SVG path of sector `index` of `count` equal sectors around (0, 0). */
export function sectorPath(index: number, count: number, radius: number): string {
  if (count === 1)
    return `M0,${-radius}A${radius},${radius} 0 1 1 0,${radius}A${radius},${radius} 0 1 1 0,${-radius}Z`;
  const span = 360 / count;
  const from = rimPoint(index * span, radius);
  const to = rimPoint((index + 1) * span, radius);
  const large = span > 180 ? 1 : 0;
  return `M0,0L${from.x},${from.y}A${radius},${radius} 0 ${large} 1 ${to.x},${to.y}Z`;
}

/** The middle of sector `index`, in degrees clockwise from the top. */
export const sectorCentre = (index: number, count: number) => (index + 0.5) * (360 / count);

/** Whole turns the wheel makes before it stops. */
export const SPIN_TURNS = 5;

/**
 * The rotation (degrees, clockwise, only ever growing) that stops sector `index` under the pointer at
 * the top after at least SPIN_TURNS more turns from `current`.
 */
export function stopRotation(current: number, index: number, count: number): number {
  const wanted = (((-sectorCentre(index, count) - current) % 360) + 360) % 360;
  return current + SPIN_TURNS * 360 + wanted;
}
