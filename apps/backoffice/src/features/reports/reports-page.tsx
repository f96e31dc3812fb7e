import {
  backofficeReportRoutes as calls,
  type DailySummaryRow,
  type GameRtpRow,
  type LargeTransactionRow,
  type ReportQuery,
  reportQuerySchema,
  zodIssueToFieldIssue,
} from '@casino/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useApi } from '../../api/api-context.tsx';
import { columnHelperFor, DataTable } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { TextField } from '../../components/fields.tsx';
import { ruleMessage } from '../../components/form/contract-resolver.ts';
import { useMoneyFormat } from '../../components/money.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';

export const REPORTS_QUERY_KEY = ['backoffice', 'reports'] as const;

type Money = ReturnType<typeof useMoneyFormat>;
type Filters = ReportQuery;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const FILTER_FIELDS = [
  { name: 'currency', label: 'Currency', placeholder: 'EUR' },
  { name: 'country', label: 'Country', placeholder: 'DE' },
  { name: 'gameId', label: 'Game', placeholder: 'slot-wild-twenty' },
  { name: 'providerId', label: 'Provider', placeholder: 'studio' },
] as const;

/** The query string of a report's CSV export: the same range and filters as on screen. */
function csvHref(path: string, filters: Filters): string {
  const entries = Object.entries(filters).filter(([, value]) => value !== undefined && value !== '');
  return `${path}?${new URLSearchParams(entries as [string, string][])}`;
}

/**
 * /reports (reports.read): the daily summary (GGR, NGR, payments, players) with a chart, each game's RTP
 * against the catalogue's and the large transactions, over a range and filters, each exportable as CSV.
 */
export function ReportsPage() {
  const [filters, setFilters] = useState<Filters>({ from: day(-29), to: day(0) });
  const queryClient = useQueryClient();
  // Apply always reads the rollups afresh: the same filters a minute later include the latest fold.
  const apply = (next: Filters) => {
    setFilters(next);
    void queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY });
  };
  return (
    <section className="page reports-page">
      <title>Reports · Back office</title>
      <PageHeader
        title="Reports"
        description="Per UTC day and currency, from the rollups kept from the ledger (a minute behind at most)."
      />
      <ReportFilters value={filters} onApply={apply} />
      <DailySummarySection filters={filters} />
      <RtpSection filters={filters} />
      <LargeTransactionsSection filters={filters} />
    </section>
  );
}

/** The filters as typed: every field text, an empty one left out of the query. */
type FilterForm = Record<'from' | 'to' | (typeof FILTER_FIELDS)[number]['name'], string>;

const withoutEmpty = (values: FilterForm) =>
  Object.fromEntries(Object.entries(values).filter(([, text]) => text.trim() !== '')) as Filters;

/** The range and filters, checked by the route's own schema before a query is sent. */
function ReportFilters({ value, onApply }: { value: Filters; onApply: (filters: Filters) => void }) {
  const blank = { currency: '', country: '', gameId: '', providerId: '' };
  const form = useForm<FilterForm>({ defaultValues: { ...blank, ...value } as FilterForm });
  const submit = form.handleSubmit((values) => {
    const parsed = reportQuerySchema.safeParse(withoutEmpty(values));
    if (parsed.success) return onApply(parsed.data);
    for (const issue of parsed.error.issues)
      form.setError(issue.path[0] as keyof FilterForm, { message: ruleMessage(zodIssueToFieldIssue(issue)) });
  });
  const error = (name: keyof FilterForm) => form.formState.errors[name]?.message;
  return (
    <form className="reports-filters" onSubmit={submit} aria-label="Report filters" noValidate>
      <TextField label="From" type="date" error={error('from')} {...form.register('from')} />
      <TextField label="To" type="date" error={error('to')} {...form.register('to')} />
      {FILTER_FIELDS.map((item) => (
        <TextField
          key={item.name}
          label={item.label}
          placeholder={item.placeholder}
          error={error(item.name)}
          {...form.register(item.name)}
        />
      ))}
      <button type="submit" className="button">
        Apply
      </button>
    </form>
  );
}

const summaryColumn = columnHelperFor<DailySummaryRow>();

function summaryColumns(money: Money) {
  const amount = (key: keyof DailySummaryRow & string, header: string) =>
    summaryColumn.accessor(key, {
      header,
      cell: ({ row, getValue }) => (
        <span className="numeric">
          {getValue() === null ? '—' : money(String(getValue()), row.original.currency)}
        </span>
      ),
    });
  const count = (key: keyof DailySummaryRow & string, header: string) =>
    summaryColumn.accessor(key, {
      header,
      cell: ({ getValue }) => <span className="numeric">{getValue()}</span>,
    });
  return summaryColumn.columns([
    summaryColumn.accessor((row) => row.day ?? 'Total', { id: 'day', header: 'Day' }),
    summaryColumn.accessor('currency', { header: 'Currency' }),
    amount('bets', 'Bets'),
    amount('wins', 'Wins'),
    amount('ggr', 'GGR'),
    amount('bonusCost', 'Bonus cost'),
    amount('ngr', 'NGR'),
    amount('deposits', 'Deposits'),
    count('depositCount', 'Deposits (n)'),
    amount('withdrawals', 'Withdrawals'),
    count('withdrawalCount', 'Withdrawals (n)'),
    count('registrations', 'Sign-ups'),
    count('ftdCount', 'FTD (n)'),
    amount('ftdAmount', 'FTD amount'),
    count('activePlayers', 'Active players'),
    amount('arpu', 'ARPU'),
  ]);
}

function DailySummarySection({ filters }: { filters: Filters }) {
  const api = useApi();
  const money = useMoneyFormat();
  const summary = useQuery({
    queryKey: [...REPORTS_QUERY_KEY, 'daily', filters],
    queryFn: () => api.call(calls.dailySummary, { query: filters }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => summaryColumns(money), [money]);
  const data = summary.data?.data;
  const chartCurrency = filters.currency ?? data?.totals[0]?.currency;
  const chartRows = (data?.days ?? [])
    .filter((row) => row.currency === chartCurrency)
    .map((row) => ({
      day: row.day,
      GGR: Number(row.ggr),
      NGR: Number(row.ngr),
      Deposits: Number(row.deposits),
    }));
  return (
    <section className="reports-section" aria-labelledby="reports-daily">
      <header className="reports-section__header">
        <h2 id="reports-daily">Daily summary</h2>
        <a className="button button--small" href={csvHref(calls.dailySummaryCsv.path, filters)} download>
          Download CSV
        </a>
      </header>
      {summary.isPending ? <LoadingState /> : null}
      {summary.isError ? <ErrorState error={summary.error} onRetry={() => void summary.refetch()} /> : null}
      {data ? (
        <>
          {chartRows.length > 0 ? (
            <figure
              className="reports-chart"
              aria-label={`GGR, NGR and deposits per day in ${chartCurrency}`}
            >
              <ResponsiveContainer width="100%" height={260}>
                <LineChart data={chartRows} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="day" />
                  <YAxis />
                  <Tooltip formatter={(value) => money(Number(value), chartCurrency!)} />
                  <Legend />
                  <Line type="monotone" dataKey="GGR" stroke="#2f6fde" dot={false} />
                  <Line type="monotone" dataKey="NGR" stroke="#1d9a6c" dot={false} />
                  <Line type="monotone" dataKey="Deposits" stroke="#b7791f" dot={false} />
                </LineChart>
              </ResponsiveContainer>
              <figcaption className="muted">In {chartCurrency}.</figcaption>
            </figure>
          ) : null}
          <div className="reports-table">
            <DataTable
              caption="Totals over the range"
              columns={columns}
              data={data.totals}
              getRowId={(row) => row.currency}
              emptyText="Nothing happened in this range."
              serverOrdered
              testId="reports-totals"
            />
          </div>
          <div className="reports-table">
            <DataTable
              caption="Per day"
              columns={columns}
              data={data.days}
              getRowId={(row) => `${row.day}|${row.currency}`}
              emptyText="No day in this range has figures."
              testId="reports-days"
            />
          </div>
        </>
      ) : null}
    </section>
  );
}

const rtpColumn = columnHelperFor<GameRtpRow>();
const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)} %`);

function RtpSection({ filters }: { filters: Filters }) {
  const api = useApi();
  const money = useMoneyFormat();
  const rtp = useQuery({
    queryKey: [...REPORTS_QUERY_KEY, 'rtp', filters],
    queryFn: () => api.call(calls.gameRtp, { query: filters }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () =>
      rtpColumn.columns([
        rtpColumn.accessor('gameId', { header: 'Game' }),
        rtpColumn.accessor('providerId', { header: 'Provider' }),
        rtpColumn.accessor('rounds', { header: 'Rounds' }),
        rtpColumn.accessor('stakes', {
          header: 'Staked',
          cell: ({ row, getValue }) => (
            <span className="numeric">{money(getValue(), row.original.currency)}</span>
          ),
        }),
        rtpColumn.accessor('measuredRtp', {
          header: 'Measured RTP',
          cell: ({ getValue }) => percent(getValue()),
        }),
        rtpColumn.accessor('theoreticalRtp', {
          header: 'Theoretical',
          cell: ({ getValue }) => percent(getValue()),
        }),
        rtpColumn.display({
          id: 'interval',
          header: '95 % interval',
          cell: ({ row }) =>
            row.original.confidenceLow === null
              ? '—'
              : `${percent(row.original.confidenceLow)} … ${percent(row.original.confidenceHigh)}`,
        }),
        rtpColumn.accessor('withinInterval', {
          header: 'Verdict',
          cell: ({ getValue }) =>
            getValue() === null ? '—' : getValue() ? 'Within' : <strong className="danger">Outside</strong>,
        }),
      ]),
    [money],
  );
  return (
    <section className="reports-section" aria-labelledby="reports-rtp">
      <header className="reports-section__header">
        <h2 id="reports-rtp">RTP per game</h2>
        <a className="button button--small" href={csvHref(calls.gameRtpCsv.path, filters)} download>
          Download CSV
        </a>
      </header>
      {rtp.isPending ? <LoadingState /> : null}
      {rtp.isError ? <ErrorState error={rtp.error} onRetry={() => void rtp.refetch()} /> : null}
      {rtp.data ? (
        <div className="reports-table">
          <DataTable
            caption="Measured against the catalogue"
            columns={columns}
            data={rtp.data.data}
            getRowId={(row) => `${row.providerId}|${row.gameId}|${row.currency}`}
            emptyText="No round in this range."
            testId="reports-rtp"
          />
        </div>
      ) : null}
    </section>
  );
}

const largeColumn = columnHelperFor<LargeTransactionRow>();

function LargeTransactionsSection({ filters }: { filters: Filters }) {
  const api = useApi();
  const money = useMoneyFormat();
  const large = useQuery({
    queryKey: [...REPORTS_QUERY_KEY, 'large', filters],
    queryFn: () => api.call(calls.largeTransactions, { query: filters }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () =>
      largeColumn.columns([
        largeColumn.accessor((row) => row.nickname ?? row.playerId, {
          id: 'player',
          header: 'Player',
          cell: ({ row, getValue }) => <Link to={`/players/${row.original.playerId}`}>{getValue()}</Link>,
        }),
        largeColumn.accessor('kind', { header: 'Kind' }),
        largeColumn.accessor('count', { header: 'Payments' }),
        largeColumn.accessor('total', {
          header: 'Total in 24 h',
          cell: ({ row, getValue }) => (
            <span className="numeric">{money(getValue(), row.original.thresholdCurrency)}</span>
          ),
        }),
        largeColumn.accessor('at', {
          header: 'Reached',
          cell: ({ getValue }) => <DateTime value={getValue()} />,
        }),
      ]),
    [money],
  );
  const data = large.data?.data;
  return (
    <section className="reports-section" aria-labelledby="reports-large">
      <header className="reports-section__header">
        <h2 id="reports-large">Large transactions</h2>
        <a className="button button--small" href={csvHref(calls.largeTransactionsCsv.path, filters)} download>
          Download CSV
        </a>
      </header>
      {data ? (
        <p className="muted">
          Deposits, or withdrawals, of one player totalling {money(data.threshold, data.thresholdCurrency)} or
          more within 24 hours.
        </p>
      ) : null}
      {large.isPending ? <LoadingState /> : null}
      {large.isError ? <ErrorState error={large.error} onRetry={() => void large.refetch()} /> : null}
      {data ? (
        <div className="reports-table">
          <DataTable
            caption="At or over the threshold"
            columns={columns}
            data={data.rows}
            getRowId={(row) => `${row.playerId}|${row.kind}`}
            emptyText="No player reached the threshold in this range."
            testId="reports-large"
          />
        </div>
      ) : null}
    </section>
  );
}
