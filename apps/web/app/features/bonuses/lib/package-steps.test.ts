import { describe, expect, it } from 'vitest';
import { offer } from '../test/bonuses-harness.tsx';
import { packageSteps, stepState } from './package-steps.ts';

const welcome = { id: 'pkg', name: 'Welcome package' };
const step = (n: number) => offer(`w${n}`, { package: welcome, packagePriority: n });

describe("a package's steps", () => {
  it("are all of the package's items, in order, from any offered step", () => {
    const offers = [offer('reload'), { ...step(3), packageItems: [step(2), step(4), step(1), step(3)] }];
    expect(packageSteps(offers, 'pkg').map((item) => item.id)).toEqual(['w1', 'w2', 'w3', 'w4']);
  });

  it("are the package's offered bonuses when the answer has no items", () => {
    expect(packageSteps([step(2), offer('reload'), step(1)], 'pkg').map((item) => item.id)).toEqual([
      'w1',
      'w2',
    ]);
    expect(packageSteps([offer('reload')], 'pkg')).toEqual([]);
  });

  it('take their state from the offers and the issue statuses', () => {
    const offers = [step(2)];
    const statuses = { w1: 2, w2: 1, w3: 1, w4: 3 };
    expect([1, 2, 3, 4].map((n) => stepState(step(n), offers, statuses))).toEqual([
      'taken',
      'available',
      'coming',
      'missed',
    ]);
  });

  it('show only what the offers say while the statuses are unknown', () => {
    expect(stepState(step(2), [step(2)], undefined)).toBe('available');
    expect(stepState(step(3), [step(2)], undefined)).toBeNull();
  });
});
