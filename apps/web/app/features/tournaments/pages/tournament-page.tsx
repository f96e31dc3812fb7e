import type { TournamentDetail } from '@casino/contracts';
import { TournamentState } from '@casino/contracts';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { useLocalizePath } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import type { TournamentPageData } from '../api/tournaments-api.ts';
import { Leaderboard } from '../components/leaderboard.tsx';
import { PlayerEntry } from '../components/player-entry.tsx';
import { PrizeList } from '../components/prize-list.tsx';
import { usePrizePoolText } from '../components/prize-pool.tsx';
import { TournamentClock } from '../components/tournament-clock.tsx';
import { TournamentConditions } from '../components/tournament-conditions.tsx';
import { useTournament, useTournamentLive } from '../hooks/use-tournament.ts';
import { phaseOf, scoringKey } from '../lib/format.ts';

/**
 * /tournaments/{identity}: the countdown, how it scores and who may enter, the prizes by place, the
 * live leaderboard with the player's row, and the player's entry (or the way in). Once ended, the
 * final leaderboard and the winners.
 */
export function TournamentPage({ loaded }: { loaded: TournamentPageData }) {
  const query = useTournament(loaded);
  const tournament = query.data ?? loaded.tournament;
  useTournamentLive(tournament, query.queryKey);
  const finished = phaseOf(tournament) === 'finished';
  return (
    <article className="page tournament-page" data-testid="tournament-page" data-state={tournament.state}>
      <TournamentHero tournament={tournament} onTimeUp={() => void query.refetch()} />
      <div className="tournament-layout">
        <div className="tournament-layout__main">
          {finished ? <FinishedNote tournament={tournament} /> : null}
          <Leaderboard tournament={tournament} live={!finished} />
          <PlayerEntry tournament={tournament} queryKey={query.queryKey} />
        </div>
        <div className="tournament-layout__side">
          <PrizeList tournament={tournament} finished={finished} />
          <TournamentConditions tournament={tournament} collections={loaded.collections} />
        </div>
      </div>
    </article>
  );
}

function TournamentHero({ tournament, onTimeUp }: { tournament: TournamentDetail; onTimeUp: () => void }) {
  const t = useT('global-components');
  const localize = useLocalizePath();
  const phase = phaseOf(tournament);
  const pool = usePrizePoolText(tournament.prizes);
  return (
    <section className="hero hero--compact tournament-hero">
      <div className="hero__glow" aria-hidden="true" />
      <Link className="back-link" to={localize('/tournaments')}>
        <Icon name="chevronLeft" /> {t('tournaments.back')}
      </Link>
      <p className="hero__eyebrow">
        <span
          className={`status-pill tournament-phase tournament-phase--${phase}`}
          data-testid="tournament-phase"
        >
          {t(`tournaments.phase.${phase}`)}
        </span>
      </p>
      <h1 className="hero__title">{tournament.title}</h1>
      {tournament.description ? <p className="hero__subtitle">{tournament.description}</p> : null}
      <dl className="tournament-facts tournament-facts--hero">
        <TournamentClock tournament={tournament} onTimeUp={onTimeUp} large />
        <div>
          <dt>{t('tournaments.howItScores')}</dt>
          <dd>{t(`tournaments.scoring.${scoringKey(tournament.type)}`)}</dd>
        </div>
        <div>
          <dt>{t('tournaments.prizePool')}</dt>
          <dd data-testid="tournament-pool">{pool || '—'}</dd>
        </div>
        <div>
          <dt>{t('tournaments.entryLabel')}</dt>
          <dd>
            {t(`tournaments.entry.${tournament.entryType}`)} ·{' '}
            {t('tournaments.players', { count: tournament.playersCount })}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function FinishedNote({ tournament }: { tournament: TournamentDetail }) {
  const t = useT('global-components');
  const paid = tournament.state === TournamentState.completed;
  return (
    <p className="notice" data-testid="tournament-finished">
      <Icon name="trophy" /> {t(paid ? 'tournaments.finishedNote' : 'tournaments.finishingNote')}
    </p>
  );
}
