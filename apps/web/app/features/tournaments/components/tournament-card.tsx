import type { Tournament } from '@casino/contracts';
import { Link } from 'react-router';
import { useLocalizePath } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { phaseOf, scoringKey } from '../lib/format.ts';
import { usePrizePoolText } from './prize-pool.tsx';
import { TournamentClock } from './tournament-clock.tsx';

/** A tournament in the list: what it is, how it scores and enters, what it pays, and the time left. */
export function TournamentCard({ tournament, onTimeUp }: { tournament: Tournament; onTimeUp?: () => void }) {
  const t = useT('global-components');
  const localize = useLocalizePath();
  const phase = phaseOf(tournament);
  const pool = usePrizePoolText(tournament.prizes);
  const titleId = `tournament-${tournament.id}-title`;
  return (
    <article
      className="card tournament-card"
      data-phase={phase}
      aria-labelledby={titleId}
      data-testid="tournament-card"
    >
      <header className="tournament-card__head">
        <span className={`status-pill tournament-phase tournament-phase--${phase}`}>
          {t(`tournaments.phase.${phase}`)}
        </span>
        <h3 id={titleId} className="tournament-card__title">
          <Link to={localize(`/tournaments/${tournament.identity}`)} data-testid="tournament-link">
            {tournament.title}
          </Link>
        </h3>
      </header>
      <dl className="tournament-facts">
        <div>
          <dt>{t('tournaments.howItScores')}</dt>
          <dd data-testid="tournament-scoring">{t(`tournaments.scoring.${scoringKey(tournament.type)}`)}</dd>
        </div>
        <div>
          <dt>{t('tournaments.entryLabel')}</dt>
          <dd data-testid="tournament-entry-type">{t(`tournaments.entry.${tournament.entryType}`)}</dd>
        </div>
        <div>
          <dt>{t('tournaments.prizePool')}</dt>
          <dd data-testid="tournament-pool">{pool || '—'}</dd>
        </div>
        <TournamentClock tournament={tournament} onTimeUp={onTimeUp} />
      </dl>
    </article>
  );
}
