import { z } from 'zod';
import { dataEnvelope } from './http.ts';
import { defineRoute } from './routes/define.ts';
import { zText } from './validators/input.ts';

/**
 * The operator's reports (issue 31, decision 0042): per day and currency, built from the rollups the
 * `reports.fold` job keeps from the ledger. Amounts are decimal strings in the currency's units; a
 * report never sums two currencies.
 */

/** The longest range a report covers, in days. */
export const REPORT_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

const zDay = zText({ max: 10 }).pipe(z.iso.date());
const zDimension = zText({ max: 100 }).trim().min(1);

const reportRangeShape = {
  /** The first UTC day, YYYY-MM-DD. */
  from: zDay,
  /** The last UTC day (included). */
  to: zDay,
  currency: zText({ max: 10 })
    .regex(/^[A-Za-z0-9]{2,10}$/)
    .transform((code) => code.toUpperCase())
    .optional(),
  /** ISO 3166-1 alpha-2. */
  country: zText({ max: 2 })
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toUpperCase())
    .optional(),
  gameId: zDimension.optional(),
  providerId: zDimension.optional(),
};

/** The days between `from` and `to` (1 for one day), or null when `to` comes first. */
export function reportDays(from: string, to: string): number | null {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  return days >= 1 ? days : null;
}

/** A calendar day that exists (z.iso.date takes 2026-02-30). */
function realDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}

/** The last day a report from `from` may reach. */
const lastDayOf = (from: string) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + (REPORT_MAX_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);

export const reportQuerySchema = z.object(reportRangeShape).superRefine((query, context) => {
  // A day that is not one (2026-02-30) has its issue from z.iso.date already; zod still runs this.
  if (!realDay(query.from) || !realDay(query.to)) return;
  const days = reportDays(query.from, query.to);
  // Rule keys as messages (field-issues.ts): "At least 2026-05-02.", "At most 2027-05-01."
  if (days === null)
    context.addIssue({ code: 'custom', path: ['to'], message: 'minValue', params: { min: query.from } });
  else if (days > REPORT_MAX_DAYS)
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'maxValue',
      params: { max: lastDayOf(query.from) },
    });
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const amount = z.string();

export const dailySummaryRowSchema = z.object({
  /** The UTC day; null on a total over the range. */
  day: z.string().nullable(),
  currency: z.string(),
  bets: amount,
  wins: amount,
  /** Bets − wins. */
  ggr: amount,
  /** Bonus money that became cash. */
  bonusCost: amount,
  /** GGR − bonus cost. */
  ngr: amount,
  deposits: amount,
  depositCount: z.number().int(),
  withdrawals: amount,
  withdrawalCount: z.number().int(),
  /** Players who registered with this currency (and country, when filtered); games do not filter them. */
  registrations: z.number().int(),
  ftdCount: z.number().int(),
  ftdAmount: amount,
  /** Distinct players who bet. */
  activePlayers: z.number().int(),
  /** NGR / active players; null without any. */
  arpu: amount.nullable(),
});
export type DailySummaryRow = z.infer<typeof dailySummaryRowSchema>;

export const dailySummarySchema = z.object({
  days: z.array(dailySummaryRowSchema),
  /** One row per currency over the whole range (active players counted once in it). */
  totals: z.array(dailySummaryRowSchema),
});
export type DailySummary = z.infer<typeof dailySummarySchema>;

export const gameRtpRowSchema = z.object({
  gameId: z.string(),
  providerId: z.string(),
  currency: z.string(),
  /** Bet postings. */
  rounds: z.number().int(),
  /** Cash and bonus money staked and won. */
  stakes: amount,
  payouts: amount,
  /** Payouts / stakes, in percent; null before any stake. */
  measuredRtp: z.number().nullable(),
  /** The catalogue's RTP, in percent; null when the catalogue has none. */
  theoreticalRtp: z.number().nullable(),
  /** The 95 % confidence interval of the measured RTP from the per-round returns; null under 2 rounds. */
  confidenceLow: z.number().nullable(),
  confidenceHigh: z.number().nullable(),
  /** Whether the theoretical RTP lies inside the interval; null when either is unknown. */
  withinInterval: z.boolean().nullable(),
});
export type GameRtpRow = z.infer<typeof gameRtpRowSchema>;

export const largeTransactionRowSchema = z.object({
  playerId: z.string(),
  nickname: z.string().nullable(),
  kind: z.enum(['deposit', 'withdrawal']),
  /** When the 24 hours that reached the threshold ended (the last payment in them). */
  at: z.string(),
  /** How many payments the 24 hours held, and their sum in the threshold's currency. */
  count: z.number().int(),
  total: amount,
  thresholdCurrency: z.string(),
});
export type LargeTransactionRow = z.infer<typeof largeTransactionRowSchema>;

export const largeTransactionsSchema = z.object({
  threshold: amount,
  thresholdCurrency: z.string(),
  rows: z.array(largeTransactionRowSchema),
});
export type LargeTransactions = z.infer<typeof largeTransactionsSchema>;

const csv = z.string();
const tag = 'Back office: reports';

export const backofficeReportRoutes = {
  dailySummary: defineRoute({
    method: 'GET',
    path: '/api/backoffice/reports/daily',
    access: 'staff',
    permission: 'reports.read',
    tag,
    summary:
      'Bets, wins, GGR, bonus cost, NGR, payments, registrations, first-time depositors, active players and ARPU per UTC day and currency, from the rollups.',
    query: reportQuerySchema,
    response: dataEnvelope(dailySummarySchema),
  }),
  dailySummaryCsv: defineRoute({
    method: 'GET',
    path: '/api/backoffice/reports/daily.csv',
    access: 'staff',
    permission: 'reports.read',
    tag,
    summary: 'The daily summary as CSV (text/csv), one line per day and currency.',
    query: reportQuerySchema,
    response: csv,
  }),
  gameRtp: defineRoute({
    method: 'GET',
    path: '/api/backoffice/reports/rtp',
    access: 'staff',
    permission: 'reports.read',
    tag,
    summary:
      "Each game's measured RTP over the range against its theoretical RTP, with a 95 % confidence interval.",
    query: reportQuerySchema,
    response: dataEnvelope(z.array(gameRtpRowSchema)),
  }),
  gameRtpCsv: defineRoute({
    method: 'GET',
    path: '/api/backoffice/reports/rtp.csv',
    access: 'staff',
    permission: 'reports.read',
    tag,
    summary: 'The RTP report as CSV (text/csv).',
    query: reportQuerySchema,
    response: csv,
  }),
  largeTransactions: defineRoute({
    method: 'GET',
    path: '/api/backoffice/reports/large-transactions',
    access: 'staff',
    permission: 'reports.read',
    tag,
    summary:
      'Players whose deposits, or withdrawals, reached the threshold (a setting, 2,000 EUR by default) within 24 hours during the range.',
    query: reportQuerySchema,
    response: dataEnvelope(largeTransactionsSchema),
  }),
  largeTransactionsCsv: defineRoute({
    method: 'GET',
    path: '/api/backoffice/reports/large-transactions.csv',
    access: 'staff',
    permission: 'reports.read',
    tag,
    summary: 'The large transactions as CSV (text/csv).',
    query: reportQuerySchema,
    response: csv,
  }),
} as const;
