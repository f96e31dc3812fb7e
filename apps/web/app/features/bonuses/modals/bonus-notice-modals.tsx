import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useT } from '../../../lib/use-t.ts';
import { usePlayerItem } from '../hooks/use-player-items.ts';
import { parseItemRef } from '../lib/item-ref.ts';

type NoticeProps = {
  name: 'bonus-cancel-lock' | 'cancel-unsettled-bonus';
  texts: string;
  value: string;
  close: () => void;
};

/** Why a bonus cannot be cancelled now: rounds it funded are still open. */
function CancelRefusedNotice({ name, texts, value, close }: NoticeProps) {
  const t = useT('modals');
  const { found } = usePlayerItem(parseItemRef(value));
  const open = found?.kind === 'bonus' ? found.item.openedTransactionsCount : 0;
  return (
    <div className="confirm-modal" data-testid={name}>
      <div className="confirm-modal__icon">
        <Icon name="lock" />
      </div>
      <ModalTitle>{t(`${texts}.title`)}</ModalTitle>
      <p>{t(`${texts}.text`, { name: found?.item.name ?? t('bonuses.thisBonus') })}</p>
      {open > 0 ? <p data-testid="bonus-open-rounds">{t('bonuses.openRounds', { count: open })}</p> : null}
      <div className="confirm-modal__actions">
        <button type="button" className="button button--primary button--block" onClick={close}>
          {t(`${texts}.ok`)}
        </button>
      </div>
    </div>
  );
}

/** bonus-cancel-lock: cancel pressed while the bonus says cancelling is locked. */
export function BonusCancelLockModal({ value, close }: ModalProps) {
  return (
    <CancelRefusedNotice name="bonus-cancel-lock" texts="bonuses.cancelLock" value={value} close={close} />
  );
}

/** cancel-unsettled-bonus: the server refused the cancel (14003), rounds being open. */
export function CancelUnsettledBonusModal({ value, close }: ModalProps) {
  return (
    <CancelRefusedNotice
      name="cancel-unsettled-bonus"
      texts="bonuses.cancelUnsettled"
      value={value}
      close={close}
    />
  );
}
