import { expect } from 'vitest';
import type { CallerName } from './probe.ts';

const COLUMNS: CallerName[] = [
  'guest',
  'forged',
  'expired',
  'closed',
  'B',
  'A',
  'staff:owner',
  'staff:admin',
  'staff:finance',
  'staff:risk',
  'staff:support',
  'staff:marketing',
  'staff:read-only',
  'staff:pending',
  'key:no-scope',
  'key:all-scopes',
];

/** The status each caller got from each route, and what broke; printed only when something did. */
export class MatrixReport {
  private readonly statuses = new Map<string, Partial<Record<CallerName, string>>>();
  private readonly failures: string[] = [];

  record(route: string, caller: CallerName, status: number, failure: string | null) {
    const row = this.statuses.get(route) ?? {};
    row[caller] = failure ? `${status}!` : String(status);
    this.statuses.set(route, row);
    if (failure) this.failures.push(`${route} as ${caller}: ${failure}`);
  }

  fail(message: string) {
    this.failures.push(message);
  }

  /** Fails with the cells broken since the last call, after printing the whole table (a `!` marks a broken cell). */
  expectNoFailures() {
    const failures = this.failures.splice(0);
    if (failures.length === 0) return;
    console.log(this.table());
    expect(failures).toEqual([]);
  }

  private table() {
    const width = Math.max(...[...this.statuses.keys()].map((route) => route.length));
    const line = (first: string, cells: string[]) =>
      `${first.padEnd(width)}  ${cells.map((cell) => cell.padStart(7)).join('')}`;
    // Staff columns under their short names (owner, pending, no-scope ...).
    return [
      line(
        'route',
        COLUMNS.map((caller) => caller.split(':').pop()!.slice(0, 7)),
      ),
      ...[...this.statuses].map(([route, row]) =>
        line(
          route,
          COLUMNS.map((caller) => row[caller] ?? '-'),
        ),
      ),
    ].join('\n');
  }
}
