// The performance budgets of budgets.json (repository root) and the check of measurements against them.
import fs from 'node:fs';
import { z } from 'zod';

/** Lighthouse categories whose scores (0-100) must reach their limit. */
export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

/** Weights that must stay at or under their limit, in kB (1,000 bytes) gzip. */
export const WEIGHT_METRICS = ['initialJsGzipKB', 'htmlGzipKB'] as const;
export type WeightMetric = (typeof WEIGHT_METRICS)[number];
export type Metric = WeightMetric | LighthouseCategory;

const kilobytes = z.number().positive();
const score = z.number().int().min(0).max(100);

const scores = z.strictObject({
  performance: score.optional(),
  accessibility: score.optional(),
  'best-practices': score.optional(),
  seo: score.optional(),
});

const pageBudgetSchema = z.strictObject({
  /** A short name for tables and violations (home, category, game). */
  name: z.string().min(1),
  /** The path a guest requests, on the server under test. */
  path: z.string().startsWith('/'),
  max: z.strictObject({ initialJsGzipKB: kilobytes.optional(), htmlGzipKB: kilobytes.optional() }),
  /** Lighthouse scores (0-100, mobile preset) that must be at least this. */
  min: scores,
  /** Scores the site aims for but does not hold yet: printed when short, never failing. */
  goal: scores.optional(),
});

export const budgetFileSchema = z.strictObject({
  $comment: z.string().optional(),
  pages: z.array(pageBudgetSchema).min(1),
});

export type Budgets = z.infer<typeof budgetFileSchema>;
export type PageBudget = Budgets['pages'][number];

/** What was measured on each page (by name); a metric Lighthouse could not score is null. */
export type Measurements = Record<string, Partial<Record<Metric, number | null>>>;

export const measurementsSchema = z.record(
  z.string(),
  z.partialRecord(z.enum([...WEIGHT_METRICS, ...LIGHTHOUSE_CATEGORIES]), z.number().nullable()),
);

export type Violation = {
  page: string;
  metric: Metric;
  /** undefined when the metric was not measured, which fails its budget too. */
  value: number | null | undefined;
  limit: number;
  /** Whether the limit is a most (weights) or a least (scores). */
  bound: 'max' | 'min';
};

export function readBudgets(file: string): Budgets {
  return budgetFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** Every budget of every page that the measurements break or leave unmeasured. */
export function checkBudgets(budgets: Budgets, measurements: Measurements): Violation[] {
  const violations: Violation[] = [];
  for (const page of budgets.pages) {
    const measured = measurements[page.name] ?? {};
    for (const [metric, limit] of Object.entries(page.max) as [WeightMetric, number][]) {
      const value = measured[metric];
      if (typeof value !== 'number' || value > limit)
        violations.push({ page: page.name, metric, value, limit, bound: 'max' });
    }
    for (const [metric, limit] of Object.entries(page.min) as [LighthouseCategory, number][]) {
      const value = measured[metric];
      if (typeof value !== 'number' || value < limit)
        violations.push({ page: page.name, metric, value, limit, bound: 'min' });
    }
  }
  return violations;
}

/** The goals measured short of, as lines to print. */
export function goalShortfalls(budgets: Budgets, measurements: Measurements): string[] {
  return budgets.pages.flatMap((page) =>
    (Object.entries(page.goal ?? {}) as [LighthouseCategory, number][]).flatMap(([metric, goal]) => {
      const value = measurements[page.name]?.[metric];
      return typeof value === 'number' && value >= goal
        ? []
        : [`${page.name} ${metric} ${value ?? 'not measured'} (goal ${goal})`];
    }),
  );
}
