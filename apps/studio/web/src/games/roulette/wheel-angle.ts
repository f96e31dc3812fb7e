import { WHEEL_ORDER } from './roulette-layout.ts';

export const SECTOR_DEGREES = 360 / WHEEL_ORDER.length;
const EXTRA_TURNS = 5;

/** The wheel's rotation that brings `pocket` under the pointer at the top. */
export function restingAngle(pocket: number): number {
  const index = WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number]);
  return index <= 0 ? 0 : -index * SECTOR_DEGREES;
}

/**
 * From the rotation the wheel has now, turn backwards a few whole turns more and stop on `pocket`, so
 * that each spin looks like a spin whatever the last pocket was.
 */
export function spinAngle(current: number, pocket: number): number {
  const target = restingAngle(pocket);
  const past = (((current - target) % 360) + 360) % 360;
  return current - past - EXTRA_TURNS * 360;
}
