import type { CSSProperties } from 'react';
import { Icon, isIconName } from '../../../components/ui/icon.tsx';
import { useT } from '../../../lib/use-t.ts';

type Advantage = { icon?: string; label?: string };

/** The promotional side of the sign-in and sign-up modals: backgrounds, three titles, advantages. */
export function AuthPromo() {
  const t = useT('modals');
  const advantages = t('authPromo.advantages', { returnObjects: true }) as Record<string, Advantage> | string;
  const items = typeof advantages === 'object' && advantages ? Object.entries(advantages) : [];
  const style = {
    '--promo-desktop': `url("${t('authPromo.backgroundDesktop')}")`,
    '--promo-mobile': `url("${t('authPromo.backgroundMobile')}")`,
  } as CSSProperties;
  return (
    <aside className="auth-promo" style={style} data-testid="auth-promo">
      <p className="auth-promo__eyebrow">{t('authPromo.title1')}</p>
      <p className="auth-promo__title">{t('authPromo.title2')}</p>
      <p className="auth-promo__subtitle">{t('authPromo.title3')}</p>
      {items.length > 0 ? (
        <ul className="auth-promo__advantages">
          {items.map(([key, item]) => (
            <li key={key}>
              <span className="auth-promo__icon">
                <Icon name={isIconName(item.icon) ? item.icon : 'star'} size={18} />
              </span>
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
    </aside>
  );
}
