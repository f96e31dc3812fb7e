import type { CrashState } from '@casino/contracts/studio';
import { useEffect, useState } from 'react';
import { cashOutCrash, fetchCrashState, placeCrashBet } from '../../api/calls.ts';
import { BetAmountInput } from '../../components/bet-amount-input.tsx';
import { TextField } from '../../components/fields.tsx';
import { GameControls, PlayButton } from '../../components/game-controls.tsx';
import { formatMultiplier, fromMinor, multiplyMinor, toMinor } from '../../lib/money.ts';
import { useAction } from '../../lib/use-action.ts';
import { useStudio } from '../../session/studio-context.tsx';
import { useBetAmount } from '../../session/use-bet-amount.ts';
import { texts } from '../../texts.ts';
import { CrashBets, CrashFairness, CrashHistory } from './crash-bets.tsx';
import { CrashChart } from './crash-chart.tsx';
import { flooredMultiplier } from './crash-curve.ts';
import { type MyCrashBet, momentOf, myBetStatus, parseAutoCashout, withLiveBets } from './crash-moment.ts';
import { useCashOutBalance } from './use-cashout-balance.ts';
import { useCrashLive } from './use-crash-live.ts';
import { useServerNow } from './use-server-now.ts';

export function CrashGame() {
  const studio = useStudio();
  const bet = useBetAmount();
  const action = useAction();
  const live = useCrashLive();
  const [autoText, setAutoText] = useState('');
  const [myBet, setMyBet] = useState<MyCrashBet | null>(null);
  const state = live.state;
  const now = useServerNow(live.offsetMs, state?.phase !== 'crashed');
  const moment = state ? momentOf(state, now) : null;
  const shownBet = state ? withLiveBets(myBet, state) : myBet;
  const status = state && moment ? myBetStatus(shownBet, state, moment) : { kind: 'none' as const };
  const auto = parseAutoCashout(autoText);

  useEffect(() => {
    fetchCrashState(studio.token)
      .then((current) => {
        if (current.myBet) setMyBet({ roundId: current.roundId, ...current.myBet });
      })
      .catch(() => undefined);
  }, [studio.token]);

  const phase = state?.phase;
  const lastCrashed = useLastCrashed(state);
  const { refreshBalance } = studio;
  useEffect(() => {
    if (phase === 'crashed') refreshBalance();
  }, [phase, refreshBalance]);
  useCashOutBalance(shownBet, refreshBalance);

  // The round decides a riding bet by itself (crash or auto cash-out): sound it once.
  const { play } = studio;
  const decidedCue =
    status.kind === 'lost' ? 'lose' : status.kind === 'cashed' && !status.confirmed ? 'win' : null;
  useEffect(() => {
    if (decidedCue) play(decidedCue);
  }, [decidedCue, play]);

  const placeBet = async () => {
    if (!bet.check.ok || auto === 'invalid') return;
    const placed = await action.run(() =>
      placeCrashBet(studio.token, { amount: bet.amount, autoCashout: auto }),
    );
    if (!placed) return studio.refreshBalance();
    studio.setBalance(placed.balance);
    studio.play('bet');
    setMyBet({ ...placed, player: null });
    const current = await fetchCrashState(studio.token).catch(() => null);
    if (current?.myBet && current.roundId === placed.roundId)
      setMyBet({ roundId: placed.roundId, ...current.myBet });
  };

  const cashOut = async () => {
    const cashed = await action.run(() => cashOutCrash(studio.token));
    if (!cashed) return;
    studio.setBalance(cashed.balance);
    studio.play('win');
    setMyBet((current) => ({ ...cashed, player: current?.player ?? null }));
  };

  const amountMinor = shownBet ? toMinor(shownBet.amount, studio.limits.decimals) : null;
  const liveWin =
    amountMinor !== null && moment
      ? studio.format(
          fromMinor(multiplyMinor(amountMinor, flooredMultiplier(moment.multiplier)), studio.limits.decimals),
        )
      : '';

  return (
    <div className="game game--crash">
      <div className="game__stage">
        <div className="crash-stage">
          {state && <CrashHistory history={state.history} />}
          <CrashChart state={state} offsetMs={live.offsetMs} />
          {live.connection === 'reconnecting' && <p className="field__problem">{texts.crash.reconnecting}</p>}
          <CrashBets bets={state?.bets ?? []} me={shownBet?.player ?? null} />
          {state && <CrashFairness state={state} lastCrashed={lastCrashed} />}
        </div>
      </div>
      <GameControls onSubmit={status.kind === 'riding' ? cashOut : placeBet} error={action.error}>
        <BetAmountInput
          value={bet.amount}
          onChange={bet.setAmount}
          disabled={action.busy || status.kind !== 'none'}
          problem={bet.problem}
        />
        <TextField
          label={texts.crash.autoCashout}
          inputMode="decimal"
          placeholder={texts.crash.autoHint}
          value={autoText}
          disabled={action.busy || status.kind !== 'none'}
          aria-invalid={auto === 'invalid'}
          onChange={setAutoText}
        >
          {auto === 'invalid' && <span className="field__problem">{texts.crash.autoInvalid}</span>}
        </TextField>
        <CrashBetButton
          status={status}
          phase={phase ?? null}
          busy={action.busy}
          canBet={bet.check.ok && auto !== 'invalid'}
          liveWin={liveWin}
        />
        <CrashBetNote status={status} win={shownBet?.win ?? null} auto={shownBet?.autoCashout ?? null} />
      </GameControls>
    </div>
  );
}

function CrashBetButton({
  status,
  phase,
  busy,
  canBet,
  liveWin,
}: {
  status: ReturnType<typeof myBetStatus>;
  phase: string | null;
  busy: boolean;
  canBet: boolean;
  liveWin: string;
}) {
  if (status.kind === 'riding') {
    return (
      <PlayButton tone="cashout" disabled={busy}>
        {texts.crash.cashOut(liveWin)}
      </PlayButton>
    );
  }
  const open = phase === 'betting' && status.kind === 'none';
  return (
    <PlayButton disabled={busy || !open || !canBet}>
      {busy ? texts.crash.placing : status.kind === 'placed' ? texts.crash.placed : texts.crash.bet}
    </PlayButton>
  );
}

function CrashBetNote({
  status,
  win,
  auto,
}: {
  status: ReturnType<typeof myBetStatus>;
  win: string | null;
  auto: number | null;
}) {
  const { format } = useStudio();
  if (status.kind === 'cashed') {
    return (
      <p className="round-result round-result--win" role="status">
        {texts.crash.cashedOut(formatMultiplier(status.at), win === null ? '' : format(win))}
      </p>
    );
  }
  if (status.kind === 'lost') return <p className="round-result round-result--loss">{texts.crash.lost}</p>;
  if (status.kind === 'none') return <p className="field__hint">{texts.crash.waitingHint}</p>;
  return (
    <p className="field__hint">
      {auto === null ? texts.crash.inRound : texts.crash.autoAt(formatMultiplier(auto))}
    </p>
  );
}

/** The latest round seen crashed, whose server seed is public. */
function useLastCrashed(state: CrashState | null): CrashState | null {
  const [last, setLast] = useState<CrashState | null>(null);
  useEffect(() => {
    if (state?.phase === 'crashed' && state.serverSeed) setLast(state);
  }, [state]);
  return last;
}
