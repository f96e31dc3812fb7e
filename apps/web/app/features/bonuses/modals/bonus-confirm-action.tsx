import type { PlayerBonus } from '@casino/contracts';
import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { useModals } from '../../../components/modals/use-modals.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { isNotCancellable, useBonusAction } from '../hooks/use-bonus-actions.ts';
import { useMoney } from '../hooks/use-money.ts';
import { type PlayerItem, usePlayerItem } from '../hooks/use-player-items.ts';
import { formatPercent } from '../lib/format.ts';
import { parseItemRef } from '../lib/item-ref.ts';

type Mode = 'change-active-bonus' | 'cancel-active-bonus' | 'cancel-issued-bonus';

const TEXTS: Record<Mode, string> = {
  'change-active-bonus': 'bonuses.changeActive',
  'cancel-active-bonus': 'bonuses.cancelActive',
  'cancel-issued-bonus': 'bonuses.cancelIssued',
};

/**
 * The confirmation the three modals share (spec section 2, bonus-confirm-action): it says exactly what
 * the player loses, then activates or cancels. A cancel the server refuses because rounds are open
 * (14003) turns into cancel-unsettled-bonus.
 */
function BonusConfirmAction({ mode, value, close }: Pick<ModalProps, 'value' | 'close'> & { mode: Mode }) {
  const t = useT('modals');
  const { open } = useModals();
  const ref = parseItemRef(value);
  const { found, active, isPending } = usePlayerItem(ref);
  const action = useBonusAction({
    onSuccess: close,
    onError: (error) => {
      if (!isNotCancellable(error)) return false;
      open('cancel-unsettled-bonus', { value, closing: [mode] });
      return true;
    },
  });
  const texts = TEXTS[mode];
  const verb = mode === 'change-active-bonus' ? 'activate' : 'cancel';
  return (
    <div className="confirm-modal bonus-confirm" data-testid={mode}>
      <div className="confirm-modal__icon">
        <Icon name="alert" />
      </div>
      <ModalTitle>{t(`${texts}.title`)}</ModalTitle>
      {found ? <Losses mode={mode} found={found} active={active} /> : null}
      {!found && isPending ? <Spinner label={t('bonuses.loading')} /> : null}
      {!found && !isPending ? <p>{t('bonuses.gone')}</p> : null}
      <div className="confirm-modal__actions">
        {found ? (
          <button
            type="button"
            className="button button--primary button--block"
            disabled={action.isPending}
            onClick={() => action.mutate({ ...ref, verb })}
            data-testid="bonus-confirm"
          >
            {action.isPending ? <Spinner /> : null}
            {t(`${texts}.confirm`)}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={close}
          data-testid="bonus-keep"
        >
          {t(`${texts}.keep`)}
        </button>
      </div>
    </div>
  );
}

type LossesProps = { mode: Mode; found: PlayerItem; active: PlayerBonus | null };

/** What the action takes away, figure by figure. */
function Losses({ mode, found, active }: LossesProps) {
  const t = useT('modals');
  const texts = TEXTS[mode];
  if (mode === 'change-active-bonus') {
    if (!active) return <p>{t(`${texts}.textNoActive`, { name: found.item.name })}</p>;
    return (
      <>
        <p>{t(`${texts}.text`, { name: found.item.name, active: active.name })}</p>
        <BonusLosses bonus={active} />
      </>
    );
  }
  if (found.kind === 'freespin') {
    const left = Math.max(0, found.item.count - found.item.usedCount);
    return <p>{t(`${texts}.spins`, { count: left, name: found.item.name })}</p>;
  }
  if (mode === 'cancel-issued-bonus') return <IssuedLoss bonus={found.item} />;
  return (
    <>
      <p>{t(`${texts}.text`, { name: found.item.name })}</p>
      <BonusLosses bonus={found.item} />
    </>
  );
}

/** An active bonus's money left and its wagering progress: what ends with it. */
function BonusLosses({ bonus }: { bonus: PlayerBonus }) {
  const t = useT('modals');
  const { locale } = useSiteData();
  const money = useMoney(bonus.currency);
  const progress = t('bonuses.wager.progress', {
    current: money(bonus.currentWagerCasinoAmount),
    required: money(bonus.requiredWagerCasinoAmount),
    percent: formatPercent(bonus.currentWagerPercentage, locale),
  });
  return (
    <dl className="bonus-losses" data-testid="bonus-losses">
      <div>
        <dt>{t('bonuses.losses.balance')}</dt>
        <dd data-testid="bonus-loss-balance">{money(bonus.balance)}</dd>
      </div>
      <div>
        <dt>{t('bonuses.losses.wagering')}</dt>
        <dd data-testid="bonus-loss-wagering">{progress}</dd>
      </div>
    </dl>
  );
}

function IssuedLoss({ bonus }: { bonus: PlayerBonus }) {
  const t = useT('modals');
  const money = useMoney(bonus.currency);
  return <p>{t('bonuses.cancelIssued.text', { name: bonus.name, amount: money(bonus.amount) })}</p>;
}

export function ChangeActiveBonusModal(props: ModalProps) {
  return <BonusConfirmAction mode="change-active-bonus" {...props} />;
}

export function CancelActiveBonusModal(props: ModalProps) {
  return <BonusConfirmAction mode="cancel-active-bonus" {...props} />;
}

export function CancelIssuedBonusModal(props: ModalProps) {
  return <BonusConfirmAction mode="cancel-issued-bonus" {...props} />;
}
