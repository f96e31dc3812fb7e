/** One field that a change touched: its path in the record, and its value before and after. */
export type FieldChange = {
  path: string;
  before: unknown;
  after: unknown;
  kind: 'added' | 'removed' | 'changed';
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The leaves of a record by dotted path; arrays and scalars are leaves. */
function leavesOf(value: unknown, prefix = '', into = new Map<string, unknown>()) {
  if (isRecord(value) && (Object.keys(value).length > 0 || prefix === '')) {
    for (const [key, child] of Object.entries(value))
      leavesOf(child, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix !== '') {
    into.set(prefix, value);
  }
  return into;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an audit row's before and after differ in, field by field, in the after's order. Null when
 * they are not both records (or absent), which the page shows as JSON instead.
 */
export function changesBetween(before: unknown, after: unknown): FieldChange[] | null {
  const empty = (value: unknown) => value === null || value === undefined;
  if (!(isRecord(before) || empty(before)) || !(isRecord(after) || empty(after))) return null;
  const was = leavesOf(before ?? {});
  const is = leavesOf(after ?? {});
  const changes: FieldChange[] = [];
  for (const [path, value] of is) {
    if (!was.has(path)) changes.push({ path, before: undefined, after: value, kind: 'added' });
    else if (!same(was.get(path), value))
      changes.push({ path, before: was.get(path), after: value, kind: 'changed' });
  }
  for (const [path, value] of was) {
    if (!is.has(path)) changes.push({ path, before: value, after: undefined, kind: 'removed' });
  }
  return changes;
}

/** A value as a cell shows it: text as it is, the rest as JSON, nothing as a dash. */
export function displayValue(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
