import { NavLink } from 'react-router';
import { type SiteData, useLocalizePath, useSiteData } from '../../lib/site-data.ts';
import { useT } from '../../lib/use-t.ts';
import { Icon, type IconName, isIconName } from '../ui/icon.tsx';
import { useLayoutState } from './layout-state.tsx';

type DrawerLink = { to: string; label: string; icon: IconName; end?: boolean };

/** Side navigation: a column on desktop (compact mode remembered), a sliding panel on phones. */
export function Drawer() {
  const t = useT('layout');
  const site = useSiteData();
  const localize = useLocalizePath();
  const layout = useLayoutState();
  const groups = drawerGroups(site, t);
  return (
    <>
      {layout.drawerOpen ? (
        <button
          type="button"
          tabIndex={-1}
          className="panel-backdrop panel-backdrop--drawer"
          aria-label={t('header.closeMenu')}
          onClick={() => layout.setDrawerOpen(false)}
        />
      ) : null}
      <aside
        className="drawer"
        data-open={layout.drawerOpen}
        data-compact={layout.drawerCompact}
        aria-label={t('drawer.title')}
        data-testid="drawer"
      >
        {groups.map((group) => (
          <nav key={group.title} className="drawer__group" aria-label={group.title}>
            <h2 className="drawer__title">{group.title}</h2>
            {group.links.map((link) => (
              <NavLink
                key={link.to}
                to={localize(link.to)}
                end={link.end}
                className="drawer__link"
                title={link.label}
                onClick={() => layout.setDrawerOpen(false)}
              >
                <Icon name={link.icon} />
                <span className="drawer__label">{link.label}</span>
              </NavLink>
            ))}
          </nav>
        ))}
        <button
          type="button"
          className="drawer__compact-toggle"
          onClick={layout.toggleDrawerCompact}
          aria-pressed={layout.drawerCompact}
          data-testid="drawer-compact-toggle"
        >
          <Icon name={layout.drawerCompact ? 'chevronRight' : 'chevronLeft'} />
          <span className="drawer__label">
            {layout.drawerCompact ? t('drawer.expand') : t('drawer.compact')}
          </span>
        </button>
      </aside>
    </>
  );
}

function drawerGroups(site: SiteData, t: (key: string) => string): { title: string; links: DrawerLink[] }[] {
  const betting = site.init.settings.bettingClient;
  const explore: DrawerLink[] = [
    { to: '/', label: t('drawer.links.home'), icon: 'home', end: true },
    { to: '/main', label: t('drawer.links.lobby'), icon: 'grid' },
  ];
  if (betting.host && betting.clientId)
    explore.push({ to: '/betting', label: t('drawer.links.betting'), icon: 'ball' });
  const games: DrawerLink[] = [
    { to: '/categories', label: t('drawer.links.casino'), icon: 'dice' },
    { to: '/providers', label: t('drawer.links.providers'), icon: 'layers' },
    { to: '/favorites', label: t('drawer.links.favorites'), icon: 'heart' },
    { to: '/recently-played', label: t('drawer.links.recentlyPlayed'), icon: 'history' },
  ];
  const promotions: DrawerLink[] = [
    { to: '/welcome-package', label: t('drawer.links.welcomePackage'), icon: 'gift' },
    ...(site.init.settings.loyaltyEnabled
      ? [{ to: '/loyalty', label: t('drawer.links.loyalty'), icon: 'trophy' as IconName }]
      : []),
    { to: '/tournaments', label: t('drawer.links.tournaments'), icon: 'bolt' },
    ...site.bonusPages.map((page) => ({
      to: `/bonus/${page.identity}`,
      label: page.title,
      icon: isIconName(page.icon) ? page.icon : ('star' as IconName),
    })),
  ];
  const support: DrawerLink[] = [
    { to: '/questions', label: t('drawer.links.questions'), icon: 'question' },
    { to: '/contact', label: t('drawer.links.contact'), icon: 'mail' },
    { to: '/static/responsible-gaming', label: t('drawer.links.responsibleGaming'), icon: 'heart' },
  ];
  return [
    { title: t('drawer.sections.explore'), links: explore },
    { title: t('drawer.sections.games'), links: games },
    { title: t('drawer.sections.promotions'), links: promotions },
    { title: t('drawer.sections.support'), links: support },
  ];
}
