import type { TurnoverWager } from '@casino/contracts';
import { useT } from '../../../lib/use-t.ts';
import { type DisplayUnit, formatMoney } from '../lib/display-unit.ts';

type TurnoverPanelProps = {
  wager: TurnoverWager;
  unit: DisplayUnit;
  locale: string;
  /** Off inside the turn-over-wager modal, whose own title says it. */
  titled?: boolean;
};

/** The open turnover wager: how much is placed of the total, as a bar; it replaces the withdraw form. */
export function TurnoverPanel({ wager, unit, locale, titled = true }: TurnoverPanelProps) {
  const t = useT('modals');
  const share = wager.total > 0 ? Math.min(100, (wager.turnOverWager / wager.total) * 100) : 100;
  const money = (amount: number) => formatMoney(amount, unit, locale);
  return (
    <section className="wallet-panel turnover-panel" data-testid="wallet-turnover">
      {titled ? <h3>{t('wallet.turnover.title')}</h3> : null}
      <p className="muted">{t('wallet.turnover.text', { left: money(wager.turnOverWagerAmount) })}</p>
      <div
        className="turnover-panel__bar"
        role="progressbar"
        aria-label={t('wallet.turnover.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share)}
      >
        <span style={{ width: `${share}%` }} />
      </div>
      <dl className="turnover-panel__figures">
        <div>
          <dt>{t('wallet.turnover.placed')}</dt>
          <dd data-testid="wallet-turnover-placed">{money(wager.turnOverWager)}</dd>
        </div>
        <div>
          <dt>{t('wallet.turnover.total')}</dt>
          <dd data-testid="wallet-turnover-total">{money(wager.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** A wager still open: something is left to place. */
export function isTurnoverOpen(wager: TurnoverWager | null | undefined): wager is TurnoverWager {
  return !!wager && wager.turnOverWagerAmount > 0;
}
