import type {
  StudioFreespins,
  StudioPlayResult,
  StudioSeedState,
  StudioSession,
} from '@casino/contracts/studio';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { fetchBalance } from '../api/calls.ts';
import type { BetLimits } from '../lib/bet-amount.ts';
import { decimalsOf, formatMoney, toMinor } from '../lib/money.ts';
import { playCue, type SoundCue, storedSoundOn, storeSoundOn } from '../lib/sound.ts';

/** What every part of a game page shares: the launch token, the session, the live balance and seeds. */
export type Studio = {
  token: string;
  session: StudioSession;
  limits: BetLimits;
  balance: string;
  balanceMinor: bigint | null;
  seeds: StudioSeedState;
  /** A real-money slot's free spins left to play, or null (then the game plays for money). */
  freespins: StudioFreespins | null;
  /** Bumped after every round, so lists of rounds know to reload. */
  roundsVersion: number;
  soundOn: boolean;
  setBalance: (balance: string) => void;
  setSeeds: (seeds: StudioSeedState) => void;
  /** A round was played or moved on: take its balance and seeds (and the free spins left, when named). */
  applyResult: (result: Pick<StudioPlayResult, 'balance' | 'seeds' | 'freespins'>) => void;
  /** Rounds changed without a play (seeds rotated: their server seed is now public). */
  roundsChanged: () => void;
  /** Asks the server for the balance and free spins (after a refused bet, whose answer carries none). */
  refreshBalance: () => void;
  toggleSound: () => void;
  play: (cue: SoundCue) => void;
  /** An amount in the session's currency, ready to show. */
  format: (amount: string) => string;
};

export const StudioContext = createContext<Studio | null>(null);

export function useStudio(): Studio {
  const studio = useContext(StudioContext);
  if (!studio) throw new Error('useStudio is used outside a game page');
  return studio;
}

function limitsOf(session: StudioSession): BetLimits {
  // Amounts may drop trailing zeros; without the session's precision, assume at least cents.
  const decimals =
    session.decimals ?? Math.max(2, decimalsOf(session.minBet, session.maxBet, session.balance));
  return {
    min: toMinor(session.minBet, decimals) ?? 0n,
    max: toMinor(session.maxBet, decimals) ?? 0n,
    decimals,
    currency: session.currency,
  };
}

export function StudioProvider({
  token,
  session,
  children,
}: {
  token: string;
  session: StudioSession;
  children: ReactNode;
}) {
  const [balance, setBalance] = useState(session.balance);
  const [seeds, setSeeds] = useState(session.seeds);
  const [freespins, setFreespins] = useState(session.freespins ?? null);
  const [roundsVersion, setRoundsVersion] = useState(0);
  const [soundOn, setSoundOn] = useState(storedSoundOn);
  const limits = useMemo(() => limitsOf(session), [session]);

  const applyResult = useCallback((result: Pick<StudioPlayResult, 'balance' | 'seeds' | 'freespins'>) => {
    setBalance(result.balance);
    setSeeds(result.seeds);
    if (result.freespins !== undefined) setFreespins(result.freespins);
    setRoundsVersion((version) => version + 1);
  }, []);
  const roundsChanged = useCallback(() => setRoundsVersion((version) => version + 1), []);
  const refreshBalance = useCallback(() => {
    fetchBalance(token).then(
      (answer) => {
        setBalance(answer.balance);
        if (answer.freespins !== undefined) setFreespins(answer.freespins);
      },
      () => undefined,
    );
  }, [token]);
  const toggleSound = useCallback(() => {
    setSoundOn((on) => {
      storeSoundOn(!on);
      return !on;
    });
  }, []);
  const play = useCallback(
    (cue: SoundCue) => {
      if (soundOn) playCue(cue);
    },
    [soundOn],
  );
  const format = useCallback(
    (amount: string) => formatMoney(amount, limits.currency, limits.decimals),
    [limits],
  );

  // Not memoised: the game page renders the provider once its session is open, so it renders again
  // only when one of its own states changes, and every one of them is part of the value anyway.
  const value: Studio = {
    token,
    session,
    limits,
    balance,
    balanceMinor: toMinor(balance, limits.decimals),
    seeds,
    freespins,
    roundsVersion,
    soundOn,
    setBalance,
    setSeeds,
    applyResult,
    roundsChanged,
    refreshBalance,
    toggleSound,
    play,
    format,
  };
  return <StudioContext.Provider value={value}>{children}</StudioContext.Provider>;
}
