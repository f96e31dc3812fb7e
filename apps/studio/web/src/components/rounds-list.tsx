import type { StudioRound } from '@casino/contracts/studio';
import { useCallback, useEffect, useState } from 'react';
import { fetchRounds } from '../api/calls.ts';
import { formatMoney, formatMultiplier } from '../lib/money.ts';
import { useAction } from '../lib/use-action.ts';
import { useStudio } from '../session/studio-context.tsx';
import { texts } from '../texts.ts';
import { ErrorMessage } from './error-message.tsx';

const PER_PAGE = 10;
const timeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'short' });

export const formatTime = (iso: string) => timeFormat.format(new Date(iso));

/** The player's rounds, newest first, a page at a time; a row opens the round. */
export function RoundsList({ onOpen }: { onOpen: (round: StudioRound) => void }) {
  const { token, roundsVersion } = useStudio();
  const [rounds, setRounds] = useState<StudioRound[]>([]);
  const [page, setPage] = useState(0);
  const [totalPages, setTotalPages] = useState(0);
  const loading = useAction();
  const { run } = loading;

  const load = useCallback(
    async (nextPage: number) => {
      const answer = await run(() => fetchRounds(token, nextPage, PER_PAGE));
      if (!answer) return;
      setRounds((shown) => (nextPage === 1 ? answer.data : [...shown, ...answer.data]));
      setPage(nextPage);
      setTotalPages(answer.meta.totalPages);
    },
    [run, token],
  );

  // Reload from the first page whenever a round was played or the seeds rotated.
  useEffect(() => {
    void roundsVersion;
    void load(1);
  }, [load, roundsVersion]);

  return (
    <div className="rounds-list">
      {rounds.length === 0 && !loading.busy && !loading.error && (
        <p className="muted">{texts.fairness.noRounds}</p>
      )}
      {rounds.length > 0 && (
        <table className="rounds-table">
          <thead>
            <tr>
              <th>{texts.rounds.time}</th>
              <th>{texts.rounds.game}</th>
              <th className="numeric">{texts.rounds.bet}</th>
              <th className="numeric">{texts.rounds.multiplier}</th>
              <th className="numeric">{texts.rounds.win}</th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr
                key={round.id}
                className="rounds-table__row"
                tabIndex={0}
                onClick={() => onOpen(round)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') onOpen(round);
                }}
              >
                <td>{formatTime(round.createdAt)}</td>
                <td>{round.gameName}</td>
                <td className="numeric">{formatMoney(round.bet, round.currency)}</td>
                <td className="numeric">
                  {round.status === 'open' ? texts.rounds.statuses.open : formatMultiplier(round.multiplier)}
                </td>
                <td className={`numeric ${Number(round.win) > 0 ? 'positive' : ''}`}>
                  {formatMoney(round.win, round.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ErrorMessage error={loading.error} />
      {page < totalPages && (
        <button
          type="button"
          className="button button--ghost"
          disabled={loading.busy}
          onClick={() => void load(page + 1)}
        >
          {loading.busy ? texts.loading : texts.fairness.more}
        </button>
      )}
    </div>
  );
}
