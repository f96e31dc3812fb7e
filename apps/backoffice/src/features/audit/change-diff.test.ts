import { describe, expect, it } from 'vitest';
import { changesBetween, displayValue } from './change-diff.ts';

describe('the change of an audit row', () => {
  it('lists the fields that changed, were added or removed, by dotted path', () => {
    const before = { role: 'finance', status: 'active', limits: { daily: 100, weekly: 500 }, note: 'x' };
    const after = { role: 'risk', status: 'active', limits: { daily: 100, weekly: 700 }, tags: ['vip'] };
    expect(changesBetween(before, after)).toEqual([
      { path: 'role', before: 'finance', after: 'risk', kind: 'changed' },
      { path: 'limits.weekly', before: 500, after: 700, kind: 'changed' },
      { path: 'tags', before: undefined, after: ['vip'], kind: 'added' },
      { path: 'note', before: 'x', after: undefined, kind: 'removed' },
    ]);
  });

  it('shows a creation as every field added, and a removal as every field removed', () => {
    expect(changesBetween(null, { name: 'Ana' })).toEqual([
      { path: 'name', before: undefined, after: 'Ana', kind: 'added' },
    ]);
    expect(changesBetween({ name: 'Ana' }, undefined)).toEqual([
      { path: 'name', before: 'Ana', after: undefined, kind: 'removed' },
    ]);
    expect(changesBetween(null, null)).toEqual([]);
  });

  it('gives up on values that are not records (shown as JSON)', () => {
    expect(changesBetween('on', 'off')).toBeNull();
    expect(changesBetween([1], { a: 1 })).toBeNull();
  });

  it('writes text as it is, other values as JSON, nothing as a dash', () => {
    expect(displayValue('risk')).toBe('risk');
    expect(displayValue(5)).toBe('5');
    expect(displayValue(null)).toBe('null');
    expect(displayValue(['a'])).toBe('["a"]');
    expect(displayValue(undefined)).toBe('—');
  });
});
