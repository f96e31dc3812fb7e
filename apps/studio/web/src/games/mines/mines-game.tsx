import type { StudioPlayResult, StudioRound } from '@casino/contracts/studio';
import { useEffect, useState } from 'react';
import { cashOutRound, playRound, revealTile } from '../../api/calls.ts';
import { BetAmountInput } from '../../components/bet-amount-input.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { fromMinor, multiplyMinor, toMinor } from '../../lib/money.ts';
import { useAction } from '../../lib/use-action.ts';
import { useStudio } from '../../session/studio-context.tsx';
import { useBetAmount } from '../../session/use-bet-amount.ts';
import { texts } from '../../texts.ts';
import { MinesGrid } from './mines-grid.tsx';
import {
  MAX_MINES,
  MIN_MINES,
  type MinesOutcome,
  minesMultiplier,
  minesMultiplierText,
  minesOutcomeSchema,
  minesParamsSchema,
  nextMultiplier,
  safeOpened,
  tileLooks,
} from './mines-math.ts';

const MINE_COUNTS = Array.from({ length: MAX_MINES - MIN_MINES + 1 }, (_, i) => MIN_MINES + i);

type Played = { round: StudioRound; outcome: MinesOutcome; mineCount: number; hitTile: number | null };

function toPlayed(round: StudioRound, hitTile: number | null = null): Played | null {
  const outcome = minesOutcomeSchema.safeParse(round.outcome);
  const params = minesParamsSchema.safeParse(round.params);
  if (!outcome.success || !params.success) return null;
  return { round, outcome: outcome.data, mineCount: params.data.mineCount, hitTile };
}

export function MinesGame() {
  const studio = useStudio();
  const bet = useBetAmount();
  const action = useAction();
  const [mineCount, setMineCount] = useState(3);
  const [played, setPlayed] = useState<Played | null>(null);
  const [pendingTile, setPendingTile] = useState<number | null>(null);
  const resumable = studio.session.openRound ?? null;

  // A reload in the middle of a round picks it up where it was.
  useEffect(() => {
    if (resumable?.kind !== 'mines' || resumable.status !== 'open') return;
    const resumed = toPlayed(resumable);
    if (!resumed) return;
    setPlayed(resumed);
    setMineCount(resumed.mineCount);
    bet.setAmount(resumable.bet);
  }, [resumable, bet.setAmount]);

  const open = played?.round.status === 'open';
  const settle = (result: StudioPlayResult, hitTile: number | null) => {
    const next = toPlayed(result.round, hitTile);
    if (!next) return action.setError(new Error('outcome'));
    setPlayed(next);
    if (result.round.status === 'open') {
      studio.setBalance(result.balance);
      studio.play('tick');
      return;
    }
    studio.applyResult(result);
    studio.play(Number(result.round.win) > 0 ? 'win' : 'lose');
  };

  const start = async () => {
    if (!bet.check.ok) return;
    const result = await action.run(() =>
      playRound(studio.token, { kind: 'mines', amount: bet.amount, mineCount }),
    );
    if (!result) return studio.refreshBalance();
    studio.play('bet');
    settle(result, null);
  };

  const reveal = async (tile: number) => {
    if (!played) return;
    setPendingTile(tile);
    const result = await action.run(() => revealTile(studio.token, played.round.id, tile));
    setPendingTile(null);
    if (result) settle(result, tile);
  };

  const cashOut = async () => {
    if (!played) return;
    const result = await action.run(() => cashOutRound(studio.token, played.round.id));
    if (result) settle(result, null);
  };

  // The figures follow the open round; between rounds they preview the next one.
  const live = open ? played : null;
  const safe = live ? safeOpened(live.outcome) : 0;
  const count = live?.mineCount ?? mineCount;
  const looks = played ? tileLooks(played.outcome, played.hitTile) : tileLooks({ openedTiles: [] });
  const betMinor = live ? toMinor(live.round.bet, studio.limits.decimals) : null;
  const cashOutMinor =
    betMinor !== null && safe > 0 ? multiplyMinor(betMinor, minesMultiplier(count, safe)) : null;
  const next = nextMultiplier(count, safe);

  return (
    <div className="game game--mines">
      <div className="game__stage">
        <div className="mines-stage">
          <MinesGrid looks={looks} pendingTile={pendingTile} onOpen={open && !action.busy ? reveal : null} />
          <MinesStatus played={played} />
        </div>
      </div>
      <form
        className="game__controls"
        onSubmit={(event) => {
          event.preventDefault();
          void (open ? cashOut() : start());
        }}
      >
        <BetAmountInput
          value={bet.amount}
          onChange={bet.setAmount}
          disabled={open || action.busy}
          problem={open ? null : bet.problem}
        />
        <label className="field">
          <span className="field__label">{texts.mines.mines}</span>
          <select
            value={count}
            disabled={open || action.busy}
            onChange={(event) => setMineCount(Number(event.target.value))}
          >
            {MINE_COUNTS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <div className="mines-figures">
          <div className="figure">
            <span>{texts.mines.current}</span>
            <strong>{safe > 0 ? minesMultiplierText(minesMultiplier(count, safe)) : '–'}</strong>
          </div>
          <div className="figure">
            <span>{texts.mines.next}</span>
            <strong>{next === null ? '–' : minesMultiplierText(next)}</strong>
          </div>
        </div>
        {open ? (
          <button
            type="submit"
            className="button button--cashout button--play"
            disabled={action.busy || safe === 0}
          >
            {texts.mines.cashOut(
              cashOutMinor === null ? '' : studio.format(fromMinor(cashOutMinor, studio.limits.decimals)),
            )}
          </button>
        ) : (
          <button
            type="submit"
            className="button button--primary button--play"
            disabled={action.busy || !bet.check.ok}
          >
            {action.busy ? texts.mines.starting : texts.mines.start}
          </button>
        )}
        <ErrorMessage error={action.error} />
      </form>
    </div>
  );
}

function MinesStatus({ played }: { played: Played | null }) {
  const { format } = useStudio();
  if (!played) return <p className="round-result round-result--idle">{texts.mines.pickTile}</p>;
  if (played.round.status === 'open') return <p className="round-result">{texts.mines.pickTile}</p>;
  const won = Number(played.round.win) > 0;
  return (
    <p className={`round-result ${won ? 'round-result--win' : 'round-result--loss'}`} role="status">
      {won
        ? texts.mines.cashedOut(format(played.round.win), minesMultiplierText(played.round.multiplier))
        : texts.mines.boom}
    </p>
  );
}
