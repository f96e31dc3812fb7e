import { backofficePlayerRoutes as calls, type PlayerSearchHit } from '@casino/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useApi } from '../../api/api-context.tsx';
import { columnHelperFor, DataTable } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { playerStatusLabel, playerStatusTone } from './player-labels.ts';

export const PLAYERS_QUERY_KEY = ['backoffice', 'players'] as const;
const MIN_QUERY = 2;

const column = columnHelperFor<PlayerSearchHit>();
const columns = column.columns([
  column.accessor('nickname', {
    header: 'Player',
    cell: ({ row }) => <Link to={`/players/${row.original.id}`}>{row.original.nickname}</Link>,
  }),
  column.accessor('email', { header: 'E-mail', cell: ({ getValue }) => getValue() ?? '—' }),
  column.accessor('phone', { header: 'Phone', cell: ({ getValue }) => getValue() ?? '—' }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => (
      <span className={`badge badge--${playerStatusTone(getValue())}`}>{playerStatusLabel(getValue())}</span>
    ),
  }),
  column.accessor('country', { header: 'Country', cell: ({ getValue }) => getValue() ?? '—' }),
  column.accessor('createdAt', {
    header: 'Signed up',
    cell: ({ getValue }) => <DateTime value={getValue()} />,
  }),
  column.accessor('lastSignInAt', {
    header: 'Last sign-in',
    cell: ({ getValue }) => <DateTime value={getValue()} empty="Never" />,
  }),
]);

const MATCHED_ON: Record<string, string> = {
  id: 'the player id',
  email: 'the start of the e-mail address',
  phone: 'the start of the phone number',
  nickname: 'the start of the nickname',
};

/** Find a player by id, e-mail, phone or nickname (the text in the URL, so a search can be shared). */
export function PlayerSearchPage() {
  const api = useApi();
  const [search, setSearch] = useSearchParams();
  const q = (search.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  const results = useQuery({
    queryKey: [...PLAYERS_QUERY_KEY, 'search', q],
    queryFn: () => api.call(calls.searchPlayers, { query: { q, limit: 50 } }),
    enabled: q.length >= MIN_QUERY,
    placeholderData: keepPreviousData,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(text.trim() ? { q: text.trim() } : {});
  };

  return (
    <section className="page">
      <title>Players · Back office</title>
      <PageHeader title="Players" description="Find a player by id, e-mail, phone number or nickname." />
      <search>
        <form className="search-form" onSubmit={submit}>
          <label className="field__label" htmlFor="player-search">
            Search
          </label>
          <div className="search-form__row">
            <input
              id="player-search"
              className="input"
              type="search"
              value={text}
              minLength={MIN_QUERY}
              maxLength={254}
              placeholder="alice@example.com, +49 176…, a nickname or an id"
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit" className="button button--primary">
              Search
            </button>
          </div>
        </form>
      </search>
      {q.length > 0 && q.length < MIN_QUERY ? <p className="muted">Type at least two characters.</p> : null}
      {results.isLoading ? <LoadingState /> : null}
      {results.isError ? <ErrorState error={results.error} onRetry={() => void results.refetch()} /> : null}
      {results.data && q.length >= MIN_QUERY ? (
        <>
          <p className="muted" role="status">
            {results.data.data.length} found by {MATCHED_ON[results.data.meta.matchedOn]}.
          </p>
          <DataTable
            caption="Players found"
            columns={columns}
            data={results.data.data}
            getRowId={(hit) => hit.id}
            emptyText="No player matches."
            serverOrdered
            testId="player-search-results"
          />
        </>
      ) : null}
    </section>
  );
}
