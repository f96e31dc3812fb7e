/**
 * What a confirmation modal's flag names: a player bonus by its id, or free spins as `freespin:<id>`
 * (the cancel modals serve both).
 */
export type ItemRef = { kind: 'bonus' | 'freespin'; id: string };

const FREESPIN_PREFIX = 'freespin:';

export function itemRefValue(ref: ItemRef): string {
  return ref.kind === 'freespin' ? `${FREESPIN_PREFIX}${ref.id}` : ref.id;
}

export function parseItemRef(value: string): ItemRef {
  return value.startsWith(FREESPIN_PREFIX)
    ? { kind: 'freespin', id: value.slice(FREESPIN_PREFIX.length) }
    : { kind: 'bonus', id: value };
}
