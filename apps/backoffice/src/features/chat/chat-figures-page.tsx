import { type ChatFigures, chatFiguresQuerySchema } from '@casino/contracts';
import { type FormEvent, useMemo, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { columnHelperFor, DataTable } from '../../components/data-table.tsx';
import { TextField } from '../../components/fields.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { Facts, Section } from '../players/player-sections.tsx';
import { durationLabel } from './chat-labels.ts';
import { useChatFigures } from './chat-queries.ts';

type Range = { from: string; to: string };
type AgentRow = ChatFigures['perAgent'][number];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const rating = (value: number | null) => (value === null ? '—' : value.toFixed(1));

/** /chat/figures (chat.read): waiting and first reply times, ratings and conversations per agent over UTC days. */
export function ChatFiguresPage() {
  const [range, setRange] = useState<Range>({ from: day(-29), to: day(0) });
  const figures = useChatFigures(range);
  return (
    <section className="page">
      <title>Chat figures · Back office</title>
      <PageHeader
        title="Chat figures"
        description="Conversations started in the range (UTC days, both ends included)."
      />
      <RangeForm value={range} onApply={setRange} />
      {figures.isPending ? <LoadingState /> : null}
      {figures.isError ? <ErrorState error={figures.error} onRetry={() => void figures.refetch()} /> : null}
      {figures.data ? <FiguresView figures={figures.data} /> : null}
    </section>
  );
}

function RangeForm({ value, onApply }: { value: Range; onApply: (range: Range) => void }) {
  const [draft, setDraft] = useState(value);
  const [errors, setErrors] = useState<Partial<Record<keyof Range, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = chatFiguresQuerySchema.safeParse(draft);
    if (parsed.success && parsed.data.from <= parsed.data.to) {
      setErrors({});
      return onApply(parsed.data);
    }
    if (parsed.success) return setErrors({ to: 'Must not come before the start.' });
    setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], 'Enter a date.'])));
  };
  return (
    <form className="reports-filters" onSubmit={submit} aria-label="Range" noValidate>
      <TextField
        label="From"
        type="date"
        value={draft.from}
        error={errors.from}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
      />
      <TextField
        label="To"
        type="date"
        value={draft.to}
        error={errors.to}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      <button type="submit" className="button">
        Apply
      </button>
    </form>
  );
}

const agentColumn = columnHelperFor<AgentRow>();

function FiguresView({ figures }: { figures: ChatFigures }) {
  const columns = useMemo(
    () =>
      agentColumn.columns([
        agentColumn.accessor('name', { header: 'Agent' }),
        agentColumn.accessor('conversations', {
          header: 'Conversations',
          cell: ({ getValue }) => <span className="number">{getValue()}</span>,
        }),
        agentColumn.accessor('messages', {
          header: 'Messages',
          cell: ({ getValue }) => <span className="number">{getValue()}</span>,
        }),
        agentColumn.accessor('averageRating', {
          header: 'Average rating',
          cell: ({ getValue }) => <span className="number">{rating(getValue())}</span>,
        }),
      ]),
    [],
  );
  const chartRows = figures.perAgent.map((agent) => ({
    name: agent.name,
    Conversations: agent.conversations,
    Messages: agent.messages,
  }));
  return (
    <>
      <div className="player-grid">
        <Section title="Conversations">
          <Facts
            rows={[
              [
                'Started',
                <span key="started" data-testid="figures-conversations">
                  {figures.conversations}
                </span>,
              ],
              ['Closed', figures.closed],
              ['Average rating', `${rating(figures.averageRating)} (${figures.ratings} ratings)`],
            ]}
          />
        </Section>
        <Section title="Times">
          <Facts
            rows={[
              ['Waiting (mean)', durationLabel(figures.waitingSeconds.mean)],
              ['Waiting (median)', durationLabel(figures.waitingSeconds.median)],
              ['First reply (mean)', durationLabel(figures.firstReplySeconds.mean)],
              ['First reply (median)', durationLabel(figures.firstReplySeconds.median)],
            ]}
          />
        </Section>
      </div>
      <Section title="Per agent">
        {chartRows.length > 0 ? (
          <figure className="reports-chart" aria-label="Conversations and messages per agent">
            <ResponsiveContainer width="100%" height={260}>
              <BarChart data={chartRows} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="name" />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Legend />
                <Bar dataKey="Conversations" fill="#2f4fd6" />
                <Bar dataKey="Messages" fill="#1c7a4a" />
              </BarChart>
            </ResponsiveContainer>
          </figure>
        ) : null}
        <DataTable
          caption="Conversations per agent"
          columns={columns}
          data={figures.perAgent}
          getRowId={(row) => row.staffId}
          emptyText="No agent answered in the range."
          initialSorting={[{ id: 'conversations', desc: true }]}
          testId="figures-per-agent"
        />
      </Section>
    </>
  );
}
