import { formatDateTime } from '../../components/date-time.tsx';
import { useMoneyFormat } from '../../components/money.tsx';
import type { TermsValues } from './terms-fields.tsx';

const ENTRY_WORDS = {
  auto: 'Every eligible bet takes part',
  join: 'Join to take part',
  'buy-in': 'Buy in to take part',
};
const SCORING_WORDS: Record<string, string> = {
  '1': 'The more you stake, the higher you climb',
  '2': 'Every bet is a point',
  '3': 'Your best win multiplier counts',
};

/** A datetime-local input's value or an ISO time, as the site writes a date. */
const dateOf = (time: string) =>
  time && !Number.isNaN(Date.parse(time)) ? formatDateTime(new Date(time).toISOString()) : '—';

/**
 * The tournament card as the player site shows it (apps/web's tournament card: title, dates, how to
 * enter and score, the prizes), drawn from the form's values as the staff member types: a
 * tournament's own window, or a series' next period.
 */
export function TournamentPreview({
  terms: values,
  startsAt,
  endsAt,
  baseCurrency,
}: {
  terms: TermsValues;
  startsAt: string;
  endsAt: string;
  baseCurrency: string;
}) {
  const money = useMoneyFormat();
  const prizeText = (prize: TermsValues['prizes'][number]) => {
    if (prize.title.trim()) return prize.title;
    if (!prize.amount) return '—';
    if (prize.type === 'points') return `${prize.amount} points`;
    if (prize.type === 'freespins') return `${prize.amount} free spins`;
    return `${money(prize.amount, baseCurrency)}${prize.type === 'bonus' ? ' bonus' : ''}`;
  };
  return (
    <article className="tournament-card" data-testid="tournament-preview">
      {values.image ? <img className="tournament-card__image" src={values.image} alt="" /> : null}
      <h4 className="tournament-card__title">{values.titles?.en || 'Untitled tournament'}</h4>
      <p className="tournament-card__dates">
        {dateOf(startsAt)} – {dateOf(endsAt)}
      </p>
      {values.descriptions?.en ? <p>{values.descriptions.en}</p> : null}
      <p className="tournament-card__rules">
        {SCORING_WORDS[values.scoring] ?? ''} · {ENTRY_WORDS[values.entryType]}
        {values.entryType === 'buy-in' && values.buyIn ? ` (${money(values.buyIn, baseCurrency)})` : ''}
        {values.minStake ? ` · bets from ${money(values.minStake, baseCurrency)}` : ''}
      </p>
      <ol className="tournament-card__prizes">
        {(values.prizes ?? []).map((prize, index) => (
          // The places have no identity but their order.
          // biome-ignore lint/suspicious/noArrayIndexKey: a place is its index
          <li key={index}>
            <span className="muted">#{index + 1}</span> {prizeText(prize)}
          </li>
        ))}
      </ol>
    </article>
  );
}
