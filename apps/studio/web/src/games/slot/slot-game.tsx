import type { StudioBet, StudioFreespins, StudioGameInfo } from '@casino/contracts/studio';
import { useMemo, useState } from 'react';
import { BetAmountInput } from '../../components/bet-amount-input.tsx';
import { GameControls, PlayButton } from '../../components/game-controls.tsx';
import { Modal } from '../../components/modal.tsx';
import { RoundResult } from '../../components/round-result.tsx';
import { useStudio } from '../../session/studio-context.tsx';
import { useBetAmount } from '../../session/use-bet-amount.ts';
import { texts } from '../../texts.ts';
import { useInstantRound } from '../use-instant-round.ts';
import { Paytable } from './paytable.tsx';
import { SlotGrid } from './slot-grid.tsx';
import { type SlotWin, slotOutcomeSchema, winCells, winningCellKeys } from './slot-wins.ts';
import { SlotWinsList } from './slot-wins-list.tsx';
import { useSlotSpin } from './use-slot-spin.ts';

type SlotInfo = NonNullable<StudioGameInfo['slot']>;

export function nameLookup(slot: SlotInfo): (id: string) => string {
  const names = new Map(slot.symbols.map((symbol) => [symbol.id, symbol.name]));
  return (id) => names.get(id) ?? id;
}

type Shown = { wins: SlotWin[]; win: string; multiplier: number };

/**
 * A slot title drawn from its data: spin, land on the server's window, light up the wins. While the
 * platform gave the player free spins here, the spin plays one of them at their fixed stake.
 */
export function SlotGame({ slot }: { slot: SlotInfo }) {
  const studio = useStudio();
  const bet = useBetAmount();
  const round = useInstantRound();
  const symbolIds = useMemo(() => slot.symbols.map((symbol) => symbol.id), [slot]);
  const reels = useSlotSpin(slot.initialWindow, symbolIds);
  const [shown, setShown] = useState<Shown | null>(null);
  const [paytableOpen, setPaytableOpen] = useState(false);
  const nameOf = useMemo(() => nameLookup(slot), [slot]);
  const board = useMemo(
    () => ({
      window: reels.window,
      lines: slot.lines,
      wildId: slot.symbols.find((s) => s.kind === 'wild')?.id,
    }),
    [reels.window, slot],
  );

  const free = studio.freespins;
  const spin = async () => {
    if (!free && !bet.check.ok) return;
    setShown(null);
    const wager: StudioBet = free
      ? { kind: 'slot', amount: free.betAmount, freespinId: free.id }
      : { kind: 'slot', amount: bet.amount };
    const played = await round.play(wager, slotOutcomeSchema);
    if (!played) return;
    const { result } = played;
    const { window, wins } = played.outcome;
    studio.play('spin');
    reels.spinTo(window, () => {
      studio.applyResult(result);
      setShown({ wins, win: result.round.win, multiplier: result.round.multiplier });
      // No celebration when the return is not more than the stake (RTS 14).
      studio.play(result.round.multiplier > 1 ? 'win' : 'lose');
    });
  };

  const busy = round.busy || reels.spinning;
  const highlighted = shown ? winningCellKeys(shown.wins, board) : new Set<string>();
  const paths = shown?.wins.filter((win) => win.kind === 'line').map((win) => winCells(win, board)) ?? [];

  return (
    <div className="game game--slot">
      <div className="game__stage">
        <SlotGrid
          window={reels.window}
          spins={reels.spins}
          nameOf={nameOf}
          highlighted={highlighted}
          paths={paths}
          onReelLanded={reels.reelLanded}
        />
        <RoundResult result={shown && { win: shown.win, multiplier: shown.multiplier }} />
        {shown && <SlotWinsList wins={shown.wins} nameOf={nameOf} />}
      </div>
      <GameControls onSubmit={spin} error={round.error}>
        {free ? (
          <FreespinsOffer freespins={free} />
        ) : (
          <BetAmountInput value={bet.amount} onChange={bet.setAmount} disabled={busy} problem={bet.problem} />
        )}
        <div className="game__buttons">
          <button type="button" className="button button--ghost" onClick={() => setPaytableOpen(true)}>
            {texts.games.paytable}
          </button>
          {/* RTS 14: no spin sooner than the jurisdiction's cycle (the server would refuse it). */}
          <PlayButton disabled={busy || round.cooling || (!free && !bet.check.ok)}>
            {busy ? texts.games.spinning : free ? texts.slot.playFreespin : texts.games.spin}
          </PlayButton>
        </div>
        <p className="game__meta muted">
          {slot.lines ? texts.slot.lines(slot.lines.length) : texts.slot.ways(slot.ways ?? 0)} ·{' '}
          {texts.games.rtp(studio.session.game.rtp)}
        </p>
      </GameControls>
      {paytableOpen && (
        <Modal title={texts.games.paytable} onClose={() => setPaytableOpen(false)}>
          <Paytable slot={slot} />
        </Modal>
      )}
    </div>
  );
}

/** The free spins left and their stake, which the player cannot change. */
function FreespinsOffer({ freespins }: { freespins: StudioFreespins }) {
  const { format } = useStudio();
  return (
    <section className="freespins" aria-label={texts.slot.freespins} data-testid="freespins">
      <p className="freespins__count">
        {texts.slot.freespinsLeft(freespins.remaining, format(freespins.betAmount))}
      </p>
      <p className="field__hint">{texts.slot.freespinsNote}</p>
    </section>
  );
}
