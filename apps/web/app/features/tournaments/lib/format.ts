import { type Tournament, TournamentScoring, TournamentState } from '@casino/contracts';

export type ScoringKey = keyof typeof TournamentScoring;
export type Phase = 'upcoming' | 'running' | 'finished';

/** The scoring mode's text key; an unknown mode reads as the total bet. */
export function scoringKey(type: number): ScoringKey {
  const found = (Object.keys(TournamentScoring) as ScoringKey[]).find(
    (key) => TournamentScoring[key] === type,
  );
  return found ?? 'totalBet';
}

/** Where the tournament stands for the page: before its start, running, or ended (states 4 and 5). */
export function phaseOf(tournament: Pick<Tournament, 'state'>): Phase {
  if (tournament.state >= TournamentState.finishing) return 'finished';
  return tournament.state === TournamentState.running ? 'running' : 'upcoming';
}

/** The time a countdown runs to: the start of an upcoming tournament, the end of a running one. */
export function countdownTarget(tournament: Pick<Tournament, 'state' | 'startAt' | 'endAt'>): string | null {
  const phase = phaseOf(tournament);
  if (phase === 'finished') return null;
  return phase === 'upcoming' ? tournament.startAt : tournament.endAt;
}

/** A score as the mode counts it: a stake total with cents, a count, or a multiplier. */
export function formatScore(points: number, type: number, locale: string): string {
  const mode = scoringKey(type);
  const digits = mode === 'betCount' ? 0 : 2;
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(points);
  return mode === 'bestMultiplier' ? `×${text}` : text;
}

export type PoolPart = {
  type: Tournament['prizes'][number]['type'];
  amount: number;
  currency: string | null;
};

/** The prizes added up by kind and currency: "1,500 EUR + 100 free spins". */
export function prizePool(prizes: Tournament['prizes']): PoolPart[] {
  const parts: PoolPart[] = [];
  for (const prize of prizes) {
    const same = parts.find((part) => part.type === prize.type && part.currency === prize.currency);
    if (same) same.amount += prize.amount;
    else parts.push({ type: prize.type, amount: prize.amount, currency: prize.currency });
  }
  return parts;
}

export const formatNumber = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
