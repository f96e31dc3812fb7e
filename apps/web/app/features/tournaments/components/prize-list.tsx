import type { TournamentDetail } from '@casino/contracts';
import { useT } from '../../../lib/use-t.ts';

/** The prizes by place and, once someone holds a place, who; after the end these are the winners. */
export function PrizeList({ tournament, finished }: { tournament: TournamentDetail; finished: boolean }) {
  const t = useT('global-components');
  const title = finished ? t('tournaments.winners.title') : t('tournaments.prizes.title');
  return (
    <section
      className="card tournament-prizes"
      aria-labelledby="prizes-title"
      data-testid="tournament-prizes"
    >
      <h2 id="prizes-title">{title}</h2>
      {tournament.prizes.length === 0 ? (
        <p className="muted">{t('tournaments.prizes.none')}</p>
      ) : (
        <ol className="tournament-prizes__list">
          {tournament.prizes.map((prize) => (
            <li key={prize.place} data-testid="tournament-prize">
              <span className="tournament-prizes__place">
                {t('tournaments.prizes.place', { place: prize.place })}
              </span>
              <strong>{prize.title}</strong>
              {prize.entry ? (
                <span className="muted" data-testid="tournament-prize-holder">
                  {t('tournaments.prizes.winner', { nickname: prize.entry.nickname })}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
