import { useInstallPrompt } from '../../lib/pwa/install-prompt.ts';
import { useT } from '../../lib/use-t.ts';
import { Icon } from '../ui/icon.tsx';

/** Offers to install the site as an app, shown only while the browser offers it. */
export function InstallAppButton() {
  const t = useT('layout');
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <button
      type="button"
      className="button button--ghost site-header__install"
      onClick={() => void install()}
      data-testid="install-app"
    >
      <Icon name="download" size={18} />
      <span className="site-header__install-label">{t('header.installApp')}</span>
    </button>
  );
}
