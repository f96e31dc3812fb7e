/** Each arrow of the preset pills moves them by 60 % of the visible width (spec section 9). */
export const PILL_SCROLL_SHARE = 0.6;

export function pillScrollOffset(visibleWidth: number, direction: -1 | 1): number {
  return Math.round(visibleWidth * PILL_SCROLL_SHARE) * direction;
}
