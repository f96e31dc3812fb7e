import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { useT } from '../../../lib/use-t.ts';
import { RealityCheckChooser } from '../components/reality-check-chooser.tsx';

/** reality-check: the interval chooser where the player plays (the game page's session bar opens it). */
export function RealityCheckModal({ close }: ModalProps) {
  const t = useT('modals');
  const text = useT('global-components');
  return (
    <div className="limit-modal" data-testid="reality-check-modal">
      <ModalTitle>{t('limits.realityCheck.title')}</ModalTitle>
      <p className="muted">{text('profile.realityCheck.text')}</p>
      <RealityCheckChooser />
      <button type="button" className="button button--ghost button--block" onClick={close}>
        {t('limits.close')}
      </button>
    </div>
  );
}
