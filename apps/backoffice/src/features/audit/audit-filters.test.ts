import { describe, expect, it } from 'vitest';
import {
  filtersFromSearch,
  filtersOf,
  formValuesOf,
  isoToLocalInput,
  searchFromFilters,
} from './audit-filters.ts';

describe('the audit filters', () => {
  it('round-trip through the URL, dropping unknown actor kinds and empty values', () => {
    const search = new URLSearchParams(
      'actorKind=robot&action=staff.&targetId=&from=2030-01-01T00:00:00.000Z',
    );
    expect(filtersFromSearch(search)).toEqual({ action: 'staff.', from: '2030-01-01T00:00:00.000Z' });
    const filters = { actorKind: 'staff' as const, actorId: 'abc', to: '2030-01-02T00:00:00.000Z' };
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
  });

  it('show times in the browser zone in the form and send them as ISO', () => {
    const iso = new Date(2030, 0, 2, 10, 30).toISOString();
    expect(isoToLocalInput(iso)).toBe('2030-01-02T10:30');
    const values = formValuesOf({ from: iso, action: 'staff.' });
    expect(values).toMatchObject({ from: '2030-01-02T10:30', to: '', actorKind: '', action: 'staff.' });
    expect(filtersOf(values)).toEqual({
      action: 'staff.',
      from: iso,
      actorKind: undefined,
      actorId: undefined,
      targetType: undefined,
      targetId: undefined,
      to: undefined,
    });
  });
});
