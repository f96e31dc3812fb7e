import type { BackofficeBonus } from '@casino/contracts';
import { useState } from 'react';
import { SelectField } from '../../components/fields.tsx';
import { useMoneyFormat, useSiteCurrencies } from '../../components/money.tsx';
import { bonusValueText } from './bonus-preview.tsx';

type Step = Pick<BackofficeBonus, 'id' | 'names' | 'type' | 'terms' | 'state'>;

/**
 * The package as the wallet's package view shows it (apps/web's package-bonus modal, the English
 * texts of content/en/modals.json): its name, then each step on offer in order, "Step 1" with the
 * bonus's name and what it is worth, and the way to a deposit. The player is offered live steps only:
 * the others are listed below it, as not shown yet.
 */
export function PackagePreview({ name, steps }: { name: string; steps: Step[] }) {
  const currencies = useSiteCurrencies().data?.data ?? [];
  const format = useMoneyFormat();
  const [chosen, setChosen] = useState('');
  const currency = chosen || currencies.find((item) => item.isBase)?.code || currencies[0]?.code || 'EUR';
  const unit = currencies.find((item) => item.code === currency)?.subunitToUnit ?? 100;
  const shown = steps.filter((step) => step.state === 'live');
  const hidden = steps.filter((step) => step.state !== 'live');
  const stepName = (step: Step) => step.names.en ?? '';
  return (
    <aside className="bonus-preview" aria-label="Preview in the wallet" data-testid="package-preview">
      <div className="bonus-preview__head">
        <h2 className="card__title">As the player sees it</h2>
        <SelectField
          label="Currency"
          value={currency}
          onChange={(event) => setChosen(event.target.value)}
          data-testid="package-preview-currency"
        >
          {currencies.map((item) => (
            <option key={item.code} value={item.code}>
              {item.code}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="bonus-preview__offer package-preview">
        <span className="bonus-preview__name">{name || 'Welcome package'}</span>
        {shown.length === 0 ? <p>The package has no further step on offer right now.</p> : null}
        <ol className="package-preview__steps">
          {shown.map((step, index) => (
            <li key={step.id} data-testid="package-preview-step">
              <span className="muted">Step {index + 1}</span> <strong>{stepName(step)}</strong>{' '}
              <span className="bonus-preview__value">
                {bonusValueText(
                  { name: stepName(step), type: step.type, terms: step.terms },
                  currency,
                  (amount) => format(amount, currency),
                  unit,
                )}
              </span>
            </li>
          ))}
        </ol>
        <span className="button button--primary package-preview__deposit" aria-hidden="true">
          Deposit
        </span>
      </div>
      {hidden.length > 0 ? (
        <p className="muted" data-testid="package-preview-hidden">
          Not shown until live: {hidden.map((step) => `${stepName(step)} (${step.state})`).join(', ')}
        </p>
      ) : null}
    </aside>
  );
}
