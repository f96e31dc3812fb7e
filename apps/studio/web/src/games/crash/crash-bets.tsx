import type { CrashState } from '@casino/contracts/studio';
import { formatMoney, formatMultiplier } from '../../lib/money.ts';
import { verifyHref } from '../../routes.ts';
import { texts } from '../../texts.ts';

/** Everyone's bets on the round: masked player, amount, and the cash-out once made. */
export function CrashBets({ bets, me }: { bets: CrashState['bets']; me: string | null }) {
  return (
    <section className="crash-bets" aria-label={texts.crash.players}>
      <h3>
        {texts.crash.players} <span className="muted">({bets.length})</span>
      </h3>
      {bets.length === 0 ? (
        <p className="muted">{texts.crash.noBets}</p>
      ) : (
        <ul>
          {bets.map((bet) => (
            <li
              key={bet.player}
              className={`crash-bet ${bet.cashedOutAt !== null ? 'crash-bet--cashed' : ''} ${bet.player === me ? 'crash-bet--mine' : ''}`}
            >
              <span className="crash-bet__player">{bet.player}</span>
              <span>{formatMoney(bet.amount, bet.currency)}</span>
              <span className="crash-bet__cashout">
                {bet.cashedOutAt === null ? '–' : formatMultiplier(bet.cashedOutAt)}
              </span>
              <span className="crash-bet__win">
                {bet.win === null ? '' : formatMoney(bet.win, bet.currency)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The last crash points, newest first: green from 2× up. */
export function CrashHistory({ history }: { history: CrashState['history'] }) {
  return (
    <ol className="crash-history" aria-label={texts.crash.history}>
      {history.slice(0, 14).map((round) => (
        <li key={round.roundId} className={round.crashPoint >= 2 ? 'pill pill--high' : 'pill pill--low'}>
          {formatMultiplier(round.crashPoint)}
        </li>
      ))}
    </ol>
  );
}

/**
 * The round's commitment, and once a round has crashed its revealed seed with a link to the verifier
 * (crash rounds use a server seed each, the public client seed and the round number as nonce).
 */
export function CrashFairness({ state, lastCrashed }: { state: CrashState; lastCrashed: CrashState | null }) {
  return (
    <p className="crash-fairness">
      <span>
        {texts.crash.round(state.number)} · {texts.crash.commitment}{' '}
        <code title={state.serverSeedHash}>{state.serverSeedHash.slice(0, 16)}…</code>
      </span>
      {lastCrashed?.serverSeed && (
        <a
          className="link"
          target="_blank"
          rel="noreferrer"
          href={verifyHref({
            game: 'crash',
            serverSeed: lastCrashed.serverSeed,
            serverSeedHash: lastCrashed.serverSeedHash,
            clientSeed: lastCrashed.clientSeed,
            nonce: lastCrashed.number,
          })}
        >
          {texts.crash.verifyRound(lastCrashed.number)}
        </a>
      )}
    </p>
  );
}
