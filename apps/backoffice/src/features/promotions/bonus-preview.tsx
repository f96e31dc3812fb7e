import { BonusType, type DefinitionTermsInput } from '@casino/contracts';
import { useState } from 'react';
import { SelectField } from '../../components/fields.tsx';
import { minorToNumber } from '../../components/minor-units.ts';
import { useMoneyFormat, useSiteCurrencies } from '../../components/money.tsx';

type PreviewBonus = { name: string; type: number; terms: Partial<DefinitionTermsInput> };
type Money = (amount: number) => string;

/**
 * What the wallet's bonus selector says a bonus is worth (apps/web bonus-value.ts, the English texts
 * of content/en/modals.json): "100% up to 500.00 EUR", "+20.00 EUR", "+50 free spins".
 */
export function bonusValueText(bonus: PreviewBonus, currency: string, money: Money, unit: number): string {
  const { terms } = bonus;
  const parts: string[] = [];
  const minor = (record: Record<string, string> | undefined) => {
    const value = record?.[currency];
    return value !== undefined && /^\d+$/.test(value) ? minorToNumber(value, unit) : null;
  };
  const percentage = bonus.type === BonusType.percentage && terms.percent !== undefined;
  if (percentage) {
    const max = minor(terms.maxAmounts);
    parts.push(max === null ? `${terms.percent}%` : `${terms.percent}% up to ${money(max)}`);
  } else if (bonus.type === BonusType.cash) {
    const cash = minor(terms.amounts);
    if (cash !== null) parts.push(money(cash));
  }
  const spins = bonus.type === BonusType.freeSpins ? (terms.freespins?.count ?? 0) : 0;
  if (spins > 0) parts.push(spins === 1 ? '1 free spin' : `${spins} free spins`);
  const text = parts.join(' + ');
  return !percentage && text ? `+${text}` : text;
}

const days = (count: number | undefined) =>
  count === undefined ? '—' : count === 1 ? '1 day' : `${count} days`;

/** The bonus as the player would see it in the wallet: its offer line and its terms, in one currency. */
export function BonusPreview({ bonus }: { bonus: PreviewBonus }) {
  const currencies = useSiteCurrencies().data?.data ?? [];
  const format = useMoneyFormat();
  const [chosen, setChosen] = useState<string>('');
  const currency = chosen || currencies.find((item) => item.isBase)?.code || currencies[0]?.code || 'EUR';
  const unit = currencies.find((item) => item.code === currency)?.subunitToUnit ?? 100;
  const money: Money = (amount) => format(amount, currency);
  const amountOf = (record: Record<string, string> | undefined, empty: string) => {
    const value = record?.[currency];
    return value !== undefined && /^\d+$/.test(value) ? money(minorToNumber(value, unit)) : empty;
  };
  const { terms } = bonus;
  return (
    <aside className="bonus-preview" aria-label="Preview in the wallet" data-testid="bonus-preview">
      <div className="bonus-preview__head">
        <h2 className="card__title">As the player sees it</h2>
        <SelectField
          label="Currency"
          value={currency}
          onChange={(event) => setChosen(event.target.value)}
          data-testid="bonus-preview-currency"
        >
          {currencies.map((item) => (
            <option key={item.code} value={item.code}>
              {item.code}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="bonus-preview__offer">
        <span className="bonus-preview__name">{bonus.name || 'This bonus'}</span>
        <span className="bonus-preview__value" data-testid="bonus-preview-value">
          {bonusValueText(bonus, currency, money, unit)}
        </span>
      </div>
      <dl className="bonus-preview__terms">
        <dt>Minimum deposit</dt>
        <dd data-testid="bonus-preview-min-deposit">{amountOf(terms.depositFrom, '—')}</dd>
        <dt>Maximum deposit</dt>
        <dd>{amountOf(terms.depositTo, 'No limit')}</dd>
        <dt>Wagering</dt>
        <dd data-testid="bonus-preview-wager">
          {terms.wagerMultiplier === undefined ? '—' : `${terms.wagerMultiplier}x the bonus`}
        </dd>
        <dt>Max bet</dt>
        <dd>{amountOf(terms.maxBets, 'No limit')}</dd>
        <dt>Max win</dt>
        <dd>{amountOf(terms.maxWins, 'No limit')}</dd>
        <dt>Time to wager</dt>
        <dd>{days(terms.wagerDays)}</dd>
        <dt>Activate by</dt>
        <dd>{days(terms.activationDays)} after it is received</dd>
        {(terms.weights ?? []).length > 0 ? (
          <>
            <dt>How games count</dt>
            <dd>{(terms.weights ?? []).map((rule) => `${rule.group} ${rule.percent}%`).join(' · ')}</dd>
          </>
        ) : null}
      </dl>
    </aside>
  );
}
