/** Values treated as "nothing entered": optional rules let them pass. */
export function isEmpty(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || value === '';
}

/**
 * Presence as forms understand it: blank strings, empty arrays and objects and invalid dates are
 * missing, while false and 0 are present (an unticked checkbox still has a value).
 */
export function isRequired(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

export function isRequiredIf(value: unknown, condition: boolean): boolean {
  return !condition || isRequired(value);
}
