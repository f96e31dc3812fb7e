import type { TournamentDetail } from '@casino/contracts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { formatScore } from '../lib/format.ts';

/**
 * The top of the leaderboard, live while the tournament runs; the player's row is marked, and a
 * player placed below the rows shown gets their own row under them.
 */
export function Leaderboard({ tournament, live }: { tournament: TournamentDetail; live: boolean }) {
  const t = useT('global-components');
  const { locale } = useSiteData();
  const playerId = useSession().player?.id;
  const score = (points: number) => formatScore(points, tournament.type, locale);
  const entry = tournament.playerEntry;
  const shown = tournament.leaderboard.some((row) => row.playerId === playerId);
  const ownRow = !shown && entry && entry.place !== null;
  return (
    <section
      className="card tournament-leaderboard"
      aria-labelledby="leaderboard-title"
      data-testid="leaderboard"
    >
      <div className="tournament-leaderboard__head">
        <h2 id="leaderboard-title">{t('tournaments.leaderboard.title')}</h2>
        {live ? (
          <span className="status-pill status-pill--ok">{t('tournaments.leaderboard.live')}</span>
        ) : null}
      </div>
      {tournament.leaderboard.length === 0 ? (
        <p className="muted" data-testid="leaderboard-empty">
          {t('tournaments.leaderboard.empty')}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="leaderboard-table">
            <thead>
              <tr>
                <th scope="col">{t('tournaments.leaderboard.place')}</th>
                <th scope="col">{t('tournaments.leaderboard.player')}</th>
                <th scope="col" className="numeric">
                  {t('tournaments.leaderboard.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {tournament.leaderboard.map((row) => {
                const own = row.playerId === playerId;
                return (
                  <tr
                    key={row.playerId}
                    className={own ? 'leaderboard-table__own' : undefined}
                    aria-current={own ? 'true' : undefined}
                    data-testid="leaderboard-row"
                  >
                    <td>{row.place}</td>
                    <td>
                      {row.nickname}
                      {own ? (
                        <span className="leaderboard-table__you"> ({t('tournaments.leaderboard.you')})</span>
                      ) : null}
                    </td>
                    <td className="numeric" data-testid="leaderboard-points">
                      {score(row.points)}
                    </td>
                  </tr>
                );
              })}
              {ownRow ? (
                <tr
                  className="leaderboard-table__own leaderboard-table__apart"
                  aria-current="true"
                  data-testid="leaderboard-own-row"
                >
                  <td>{entry.place}</td>
                  <td>{t('tournaments.leaderboard.you')}</td>
                  <td className="numeric">{score(entry.points)}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
