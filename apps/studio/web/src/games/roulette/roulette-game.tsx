import { useRef, useState } from 'react';
import { GameControls, PlayButton } from '../../components/game-controls.tsx';
import { RoundResult } from '../../components/round-result.tsx';
import { fromMinor } from '../../lib/money.ts';
import { useStudio } from '../../session/studio-context.tsx';
import { texts } from '../../texts.ts';
import { useInstantRound } from '../use-instant-round.ts';
import {
  chipFace,
  chipValues,
  type PlacedChip,
  placeChip,
  toBetChips,
  totalStake,
  totalsBySpot,
  undoChip,
} from './chips.ts';
import { rouletteOutcomeSchema } from './roulette-outcome.ts';
import { RouletteTable } from './roulette-table.tsx';
import { RouletteWheel } from './roulette-wheel.tsx';

type Spun = { pocket: number; win: string; multiplier: number };

export function RouletteGame() {
  const studio = useStudio();
  const { limits } = studio;
  const round = useInstantRound();
  const chips = chipValues(limits.min, limits.max);
  const [chip, setChip] = useState(chips[0] ?? limits.min);
  const [placed, setPlaced] = useState<PlacedChip[]>([]);
  const [spin, setSpin] = useState<{ pocket: number } | null>(null);
  const [last, setLast] = useState<Spun | null>(null);
  /** What to do when the wheel stops: show the round the server already settled. */
  const landing = useRef<() => void>(() => undefined);

  const stake = totalStake(placed);
  const busy = round.busy || spin !== null;
  const overBalance = studio.balanceMinor !== null && stake > studio.balanceMinor;

  const play = async () => {
    if (placed.length === 0 || overBalance) return;
    const played = await round.play(
      { kind: 'roulette', chips: toBetChips(placed, limits.decimals) },
      rouletteOutcomeSchema,
    );
    if (!played) return;
    const { result } = played;
    setLast(null);
    studio.play('spin');
    const { pocket } = played.outcome;
    landing.current = () => {
      setSpin(null);
      studio.applyResult(result);
      setLast({ pocket, win: result.round.win, multiplier: result.round.multiplier });
      studio.play(Number(result.round.win) > 0 ? 'win' : 'lose');
    };
    setSpin({ pocket });
  };

  return (
    <div className="game game--roulette">
      <div className="game__stage">
        <div className="roulette-stage">
          <div className="roulette-stage__wheel">
            <RouletteWheel pocket={last?.pocket ?? null} spin={spin} onStopped={() => landing.current()} />
            <RoundResult result={last && { win: last.win, multiplier: last.multiplier }} />
          </div>
          <RouletteTable
            totals={totalsBySpot(placed)}
            decimals={limits.decimals}
            pocket={spin ? null : (last?.pocket ?? null)}
            disabled={busy}
            onSpot={(spot) => {
              setLast(null);
              setPlaced((current) => placeChip(current, spot.id, chip));
              studio.play('bet');
            }}
          />
        </div>
      </div>
      <GameControls onSubmit={play} error={round.error}>
        <div className="field">
          <span className="field__label">{texts.roulette.chip}</span>
          <fieldset className="chip-picker" aria-label={texts.roulette.chips}>
            {chips.map((value) => (
              <button
                key={value.toString()}
                type="button"
                className={`chip chip--pick ${value === chip ? 'chip--chosen' : ''}`}
                aria-pressed={value === chip}
                aria-label={studio.format(fromMinor(value, limits.decimals))}
                disabled={busy}
                onClick={() => setChip(value)}
              >
                {chipFace(value, limits.decimals)}
              </button>
            ))}
          </fieldset>
        </div>
        <p className="game__meta">
          {texts.roulette.totalBet}: <strong>{studio.format(fromMinor(stake, limits.decimals))}</strong>
        </p>
        {placed.length === 0 && <p className="field__hint">{texts.roulette.placeChips}</p>}
        {overBalance && <p className="field__problem">{texts.bet.aboveBalance}</p>}
        <div className="game__buttons">
          <button
            type="button"
            className="button button--ghost"
            disabled={busy || placed.length === 0}
            onClick={() => setPlaced(undoChip)}
          >
            {texts.roulette.undo}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy || placed.length === 0}
            onClick={() => setPlaced([])}
          >
            {texts.roulette.clear}
          </button>
        </div>
        <PlayButton disabled={busy || round.cooling || placed.length === 0 || overBalance}>
          {busy ? texts.games.spinning : texts.games.spin}
        </PlayButton>
      </GameControls>
    </div>
  );
}
