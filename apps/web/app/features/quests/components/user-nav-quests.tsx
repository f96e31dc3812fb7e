import { useModals } from '../../../components/modals/use-modals.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useQuestsEnabled } from '../hooks/use-quests.ts';

/** The account panel's way to the quests: it opens quests-hub over the page the player is on. */
export function UserNavQuests({ onClose }: { onClose: () => void }) {
  const t = useT('layout');
  const { open } = useModals();
  if (!useQuestsEnabled()) return null;
  return (
    <button
      type="button"
      className="user-nav__link-button"
      onClick={() => {
        onClose();
        open('quests-hub');
      }}
      data-testid="user-nav-quests"
    >
      <Icon name="star" /> {t('userNav.quests')}
    </button>
  );
}
