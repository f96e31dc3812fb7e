import type { StudioRound } from '@casino/contracts/studio';
import { useContext } from 'react';
import { OutcomeView } from '../games/outcome-view.tsx';
import { formatMoney, formatMultiplier } from '../lib/money.ts';
import { verifyHref } from '../routes.ts';
import { StudioContext } from '../session/studio-context.tsx';
import { useGameInfo } from '../session/use-game-info.ts';
import { texts } from '../texts.ts';
import { formatTime } from './rounds-list.tsx';
import { SeedField } from './seed-field.tsx';

/** One round: what was bet and won, its final state drawn by its game, its seeds and a way to verify it. */
export function RoundDetails({ round, linkTarget }: { round: StudioRound; linkTarget?: '_blank' }) {
  const studio = useContext(StudioContext);
  const info = useGameInfo(round.game, studio?.session.game ?? null);
  const settled = round.status === 'settled';
  return (
    <article className="round-details">
      <header className="round-details__header">
        <div>
          <h2>{round.gameName}</h2>
          <p className="muted">
            {formatTime(round.createdAt)} · {texts.rounds.statuses[round.status]}
            {round.mode === 'demo' && <span className="badge badge--demo">{texts.rounds.demo}</span>}
          </p>
        </div>
        <dl className="round-details__figures">
          <div>
            <dt>{texts.rounds.bet}</dt>
            <dd>{formatMoney(round.bet, round.currency)}</dd>
          </div>
          <div>
            <dt>{texts.rounds.multiplier}</dt>
            <dd>{settled ? formatMultiplier(round.multiplier) : '–'}</dd>
          </div>
          <div>
            <dt>{texts.rounds.win}</dt>
            <dd className={Number(round.win) > 0 ? 'positive' : ''}>
              {formatMoney(round.win, round.currency)}
            </dd>
          </div>
        </dl>
      </header>
      <OutcomeView kind={round.kind} info={info} params={round.params} outcome={round.outcome} />
      <section className="round-details__seeds">
        <h3>{texts.rounds.seeds}</h3>
        <SeedField label={texts.fairness.serverSeedHash} value={round.serverSeedHash} />
        <SeedField
          label={texts.fairness.serverSeed}
          value={round.serverSeed ?? texts.rounds.serverSeedHidden}
        />
        <SeedField label={texts.fairness.clientSeed} value={round.clientSeed} />
        <SeedField label={texts.verify.nonce} value={String(round.nonce)} />
        <a
          className="button button--ghost"
          href={verifyHref({
            game: round.game,
            serverSeed: round.serverSeed,
            serverSeedHash: round.serverSeedHash,
            clientSeed: round.clientSeed,
            nonce: round.nonce,
            params: round.params,
          })}
          target={linkTarget}
          rel={linkTarget ? 'noreferrer' : undefined}
        >
          {texts.rounds.verify}
        </a>
      </section>
    </article>
  );
}
