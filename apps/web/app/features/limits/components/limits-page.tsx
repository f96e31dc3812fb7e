import { type Limit, LimitDefinition } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useModals } from '../../../components/modals/use-modals.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { limitsQueries } from '../api/limits-api.ts';
import { useLimitDate, useLimitMoney } from '../lib/format.ts';
import {
  CASH_DEFINITIONS,
  DEFINITION_KEYS,
  exclusionOf,
  isAdvancedMode,
  periodGroups,
  usedPercent,
} from '../lib/limit-groups.ts';
import { ExclusionCard } from './exclusion-card.tsx';
import { PendingNotice } from './pending-notice.tsx';
import { RealityCheckCard } from './reality-check-chooser.tsx';
import { TimeZoneField } from './time-zone-field.tsx';

/** /profile/limits (spec sections 2 and 4): cash limits grouped by kind and period, breaks, self-exclusion. */
export function LimitsPage({ initial }: { initial: Limit[] }) {
  const t = useT('global-components');
  const api = useApi();
  const limits = useQuery({ ...limitsQueries.list(api), initialData: initial });
  const currencies = useQuery(limitsQueries.currencies(api)).data ?? [];
  const list = limits.data ?? [];
  return (
    <div className="profile-grid limits-page" data-testid="limits-page">
      <section className="profile-card limits-intro">
        <h2>{t('profile.limits.title')}</h2>
        <p className="muted">{t('profile.limits.text')}</p>
        <TimeZoneField />
      </section>
      {limits.isFetching && !limits.data ? <Spinner label={t('profile.limits.loading')} /> : null}
      {CASH_DEFINITIONS.map((definition) => (
        <CashLimitSection key={definition} definition={definition} limits={list} currencies={currencies} />
      ))}
      <RealityCheckCard />
      <ExclusionCard
        definition={LimitDefinition.coolingOff}
        limit={exclusionOf(list, LimitDefinition.coolingOff)}
      />
      <ExclusionCard
        definition={LimitDefinition.selfExclusion}
        limit={exclusionOf(list, LimitDefinition.selfExclusion)}
      />
    </div>
  );
}

function CashLimitSection({
  definition,
  limits,
  currencies,
}: {
  definition: number;
  limits: Limit[];
  currencies: string[];
}) {
  const t = useT('global-components');
  const { open } = useModals();
  const key = DEFINITION_KEYS[definition];
  const groups = periodGroups(limits, definition);
  const advanced = isAdvancedMode(groups, currencies);
  return (
    <section
      className="profile-card limits-section"
      data-testid={`limits-${key}`}
      aria-labelledby={`limits-${key}`}
    >
      <header className="limits-section__head">
        <div>
          <h2 id={`limits-${key}`}>{t(`profile.limits.${key}.title`)}</h2>
          <p className="muted">{t(`profile.limits.${key}.text`)}</p>
        </div>
        <button
          type="button"
          className="button button--primary"
          onClick={() => open('add-cash-limit', { value: String(definition) })}
          data-testid={`limits-add-${key}`}
        >
          {t('profile.limits.add')}
        </button>
      </header>
      {groups.length === 0 ? <p className="muted limits-empty">{t('profile.limits.none')}</p> : null}
      {advanced ? (
        <AdvancedTable groups={groups} currencies={currencies} />
      ) : (
        groups.map((group) => (
          <div key={group.period} className="limits-group">
            <h3>{t(`global-components:constants.limitPeriods.${group.period}`)}</h3>
            <ul className="limits-list">
              {group.limits.map((limit) => (
                <CashLimitRow key={limit.id} limit={limit} />
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

function CashLimitRow({ limit }: { limit: Limit }) {
  const t = useT('global-components');
  const limitDate = useLimitDate();
  const { open } = useModals();
  const limitMoney = useLimitMoney();
  const money = (amount: number | null) => limitMoney(amount, limit.currency);
  return (
    <li className="limit-row" data-testid="limit-row" data-limit-id={limit.id}>
      <div className="limit-row__head">
        <strong>{limit.currency}</strong>
        <span data-testid="limit-amounts">
          {t('profile.limits.used', { current: money(limit.currentAmount), amount: money(limit.amount) })}
        </span>
      </div>
      <div
        className="limit-bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={usedPercent(limit)}
        aria-label={t('profile.limits.usedLabel')}
      >
        <span style={{ width: `${usedPercent(limit)}%` }} />
      </div>
      <p className="muted limit-row__reset">
        <span data-testid="limit-left">
          {t('profile.limits.left', {
            left: money(Math.max(0, (limit.amount ?? 0) - (limit.currentAmount ?? 0))),
          })}
        </span>
        {' · '}
        {t('profile.limits.resets', { date: limitDate(limit.expiredAt) })}
      </p>
      <PendingNotice limit={limit} />
      <div className="limit-row__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => open('edit-cash-limit', { value: limit.id })}
          data-testid="limit-edit"
        >
          {t('profile.limits.edit')}
        </button>
      </div>
    </li>
  );
}

/** Advanced mode: one row per period, one column per currency. */
function AdvancedTable({
  groups,
  currencies,
}: {
  groups: ReturnType<typeof periodGroups>;
  currencies: string[];
}) {
  const t = useT('global-components');
  const money = useLimitMoney();
  const { open } = useModals();
  return (
    <div className="limits-table-wrap">
      <table className="limits-table" data-testid="limits-advanced">
        <thead>
          <tr>
            <th scope="col">{t('profile.limits.period')}</th>
            {currencies.map((currency) => (
              <th scope="col" key={currency}>
                {currency}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.period}>
              <th scope="row">{t(`global-components:constants.limitPeriods.${group.period}`)}</th>
              {currencies.map((currency) => {
                const limit = group.limits.find((item) => item.currency === currency)!;
                return (
                  <td key={currency}>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => open('edit-cash-limit', { value: limit.id })}
                    >
                      {money(limit.currentAmount, currency)} / {money(limit.amount, currency)}
                    </button>
                    {limit.pendingExist || limit.cancelProcess ? (
                      <span className="badge">{t('profile.limits.pendingShort')}</span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
