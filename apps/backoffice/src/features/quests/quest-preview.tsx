import { type Currency, isMoneyQuestTask, QUEST_LOCALES, type QuestLocale } from '@casino/contracts';
import { useState } from 'react';
import { formatDateTime } from '../../components/date-time.tsx';
import { SelectField } from '../../components/fields.tsx';
import { useMoneyFormat, useSiteCurrencies } from '../../components/money.tsx';
import { LOCALE_LABELS } from './labels.ts';
import type { QuestFormValues } from './quest-form.tsx';

type Amounts = Record<string, number> | undefined;

/**
 * A quest's amount in `currency` as the player site shows it: the amount set for it, else the base
 * currency's converted at the site's rate (marked "≈": the server rounds it down the same way).
 */
function amountIn(amounts: Amounts, currency: Currency, base: Currency | undefined) {
  const own = amounts?.[currency.code];
  if (typeof own === 'number') return { units: own / currency.subunitToUnit, converted: false };
  const baseAmount = base ? amounts?.[base.code] : undefined;
  if (!base || typeof baseAmount !== 'number') return null;
  const units = (baseAmount / base.subunitToUnit) * (base.rate.rate / currency.rate.rate);
  return { units: Math.floor(units * currency.subunitToUnit) / currency.subunitToUnit, converted: true };
}

const textIn = (texts: Record<string, string | undefined> | undefined, locale: QuestLocale) =>
  texts?.[locale] || texts?.en || '';

/**
 * The quest as the player site's quests hub shows it (apps/web quest-card.tsx with the English words of
 * content/en/global-components.json, and its tasks as the tasks window lists them), from the form's
 * values as staff type, in a chosen locale and currency.
 */
export function QuestPreview({ values, endsAt }: { values: QuestFormValues; endsAt: string | null }) {
  const currencies = useSiteCurrencies().data?.data ?? [];
  const format = useMoneyFormat();
  const [chosen, setChosen] = useState('');
  const [locale, setLocale] = useState<QuestLocale>('en');
  const base = currencies.find((item) => item.isBase);
  const currency = currencies.find((item) => item.code === chosen) ?? base ?? currencies[0];
  const money = (amounts: Amounts) => {
    if (!currency) return '—';
    const amount = amountIn(amounts, currency, base);
    return amount ? `${amount.converted ? '≈ ' : ''}${format(amount.units, currency.code)}` : '—';
  };
  const rewardText = (reward: QuestFormValues['rewards'][number]) => {
    if (reward.type === 'points') return `${reward.points ?? 0} loyalty points`;
    if (reward.type === 'money') return `${money(reward.amounts)} cash`;
    if (reward.type === 'bonus') return `${money(reward.amounts)} bonus money`;
    return `${reward.count ?? 0} free spins (${money(reward.betAmounts)} per spin)`;
  };
  const tasks = values.tasks ?? [];
  return (
    <aside className="quest-preview" aria-label="Preview on the player site" data-testid="quest-preview">
      <div className="quest-preview__head">
        <h2 className="card__title">As the player sees it</h2>
        <div className="form-row">
          <SelectField
            label="Language"
            value={locale}
            onChange={(event) => setLocale(event.target.value as QuestLocale)}
            data-testid="quest-preview-locale"
          >
            {QUEST_LOCALES.map((item) => (
              <option key={item} value={item}>
                {LOCALE_LABELS[item]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Currency"
            value={currency?.code ?? ''}
            onChange={(event) => setChosen(event.target.value)}
            data-testid="quest-preview-currency"
          >
            {currencies.map((item) => (
              <option key={item.code} value={item.code}>
                {item.code}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <article className="quest-card">
        {values.image ? <img className="quest-card__image" src={values.image} alt="" /> : null}
        <header className="quest-card__head">
          <h4 data-testid="quest-preview-name">{textIn(values.names, locale) || 'Untitled quest'}</h4>
          <span className="quest-card__ends">
            {endsAt ? `Ends ${formatDateTime(endsAt)}` : 'No end date'}
          </span>
        </header>
        {textIn(values.descriptions, locale) ? (
          <p className="quest-card__text">{textIn(values.descriptions, locale)}</p>
        ) : null}
        {values.durationHours ? (
          <p className="quest-card__note">
            Once activated, you have {values.durationHours} {values.durationHours === 1 ? 'hour' : 'hours'} to
            finish it.
          </p>
        ) : null}
        <p className="quest-card__rewards" data-testid="quest-preview-rewards">
          <span className="muted">Rewards:</span> {(values.rewards ?? []).map(rewardText).join(' · ')}
        </p>
        <p className="quest-card__tasks">
          {tasks.length === 1 ? '1 task' : `${tasks.length} tasks`} ·{' '}
          {values.taskExecutionOrder === 'sequential' ? 'Tasks one after another' : 'Tasks in any order'}
        </p>
        <ol className="quest-card__task-list" data-testid="quest-preview-tasks">
          {tasks.map((task, index) => (
            // The tasks have no identity but their order.
            // biome-ignore lint/suspicious/noArrayIndexKey: a task's place is its index
            <li key={index}>
              <span className="quest-card__task-name">
                {textIn(task.names, locale) || `Task ${index + 1}`}
              </span>{' '}
              <span className="muted">
                0 of {isMoneyQuestTask(task.type) ? money(task.amounts) : (task.count ?? 0)}
              </span>
              {textIn(task.descriptions, locale) ? (
                <span className="quest-card__task-text">{textIn(task.descriptions, locale)}</span>
              ) : null}
              {task.conditions?.spinAmount ? (
                <span className="quest-card__task-text">
                  Bets of at least {money(task.conditions.spinAmount)} count
                </span>
              ) : null}
              {task.conditions?.minPayout ? (
                <span className="quest-card__task-text">
                  Wins of at least {money(task.conditions.minPayout)} count
                </span>
              ) : null}
              {task.conditions?.multiplierCenti ? (
                <span className="quest-card__task-text">
                  A round must win at least {task.conditions.multiplierCenti / 100}× its stake
                </span>
              ) : null}
              {task.conditions?.games?.length ? (
                <span className="quest-card__task-text">Games: {task.conditions.games.join(', ')}</span>
              ) : null}
            </li>
          ))}
        </ol>
        <div className="button-row">
          <button type="button" className="button button--primary button--small" disabled>
            Activate
          </button>
          <button type="button" className="button button--small" disabled>
            See the tasks
          </button>
        </div>
      </article>
    </aside>
  );
}
