import { lazy, type ReactNode, Suspense, useCallback } from 'react';
import { useMatches } from 'react-router';
import { useAlerts } from '../components/alerts/alert-queue.tsx';
import { CookiePopup } from '../components/layout/cookie-popup.tsx';
import { Drawer } from '../components/layout/drawer.tsx';
import { GeoRestrictedLayout } from '../components/layout/geo-restricted-layout.tsx';
import { LayoutStateProvider, useLayoutState } from '../components/layout/layout-state.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { ModalHost } from '../components/modals/modal-host.tsx';
import { ChatLauncher } from '../features/chat/components/chat-launcher.tsx';
import { usePwaInstalledReport } from '../features/identity/hooks/use-pwa-installed-report.ts';
import { ExclusionNotice } from '../features/limits/components/exclusion-notice.tsx';
import { useAffiliateTag } from '../lib/affiliate-tag.ts';
import { ApiProvider } from '../lib/api-context.tsx';
import { useCookieConsent } from '../lib/cookie-consent.ts';
import { useMarkHydrated } from '../lib/hydration.ts';
import { updateServiceWorker, useServiceWorker } from '../lib/pwa/service-worker.ts';
import { useNotificationAlerts } from '../lib/realtime/notification-alerts.ts';
import { RealtimeProvider, useRealtimeState } from '../lib/realtime/realtime-context.tsx';
import { useReferralCode } from '../lib/referral-code.ts';
import { SessionProvider, useSession } from '../lib/session/session-context.tsx';
import { useSiteData } from '../lib/site-data.ts';
import { useTagManager } from '../lib/tag-manager.ts';
import { useT } from '../lib/use-t.ts';
import { useNewVersionCheck } from '../lib/version-check.ts';
import { useViewportHeight } from '../lib/viewport-height.ts';
import { MODAL_REGISTRY } from './modal-registry.tsx';
import { SiteHeader } from './site-header.tsx';

export type RouteHandle = {
  openWhenRestricted?: boolean;
  /** Players only: a guest is sent to the home page with the sign-in modal. */
  playerOnly?: boolean;
};

/** The page frame: the default layout, or the geo-restricted one for visitors from restricted countries. */
export function SiteShell({ children }: { children: ReactNode }) {
  const site = useSiteData();
  const t = useT('layout');
  const matches = useMatches();
  useSiteEffects();
  const openWhenRestricted = matches.some(
    (match) => (match.handle as RouteHandle | undefined)?.openWhenRestricted,
  );

  return (
    <ApiProvider locale={site.locale}>
      <SessionProvider>
        <RealtimeProvider>
          <RealtimeEffects />
          <SessionEffects />
          {site.init.isRestricted ? (
            <GeoRestrictedLayout>{openWhenRestricted ? children : null}</GeoRestrictedLayout>
          ) : (
            <LayoutStateProvider>
              <a className="skip-link" href="#main">
                {t('skipToContent')}
              </a>
              <SiteHeader />
              <UserNavPanel />
              <SiteBody>
                <Drawer />
                <main className="site-main" id="main">
                  <ExclusionNotice />
                  {children}
                  <SiteFooter />
                </main>
              </SiteBody>
              <SessionModalHost />
              <ChatLauncher />
            </LayoutStateProvider>
          )}
          <CookiePopup />
        </RealtimeProvider>
      </SessionProvider>
    </ApiProvider>
  );
}

/** The page body, telling (for tests and styles) whether the realtime connection is up. */
function SiteBody({ children }: { children: ReactNode }) {
  return (
    <div className="site-body" data-realtime={useRealtimeState()}>
      {children}
    </div>
  );
}

const PlayerEffects = lazy(() => import('./player-effects.tsx'));
const UserNav = lazy(async () => ({ default: (await import('./user-nav.tsx')).UserNav }));

/** The account panel, loaded when it first opens. */
function UserNavPanel() {
  const layout = useLayoutState();
  if (!layout.userNavOpen) return null;
  return (
    <Suspense fallback={null}>
      <UserNav onClose={() => layout.setUserNavOpen(false)} />
    </Suspense>
  );
}

function RealtimeEffects() {
  useNotificationAlerts();
  const { isLoggedIn } = useSession();
  return isLoggedIn ? (
    <Suspense fallback={null}>
      <PlayerEffects />
    </Suspense>
  ) : null;
}

function SessionEffects() {
  usePwaInstalledReport();
  return null;
}

function SessionModalHost() {
  const { isLoggedIn } = useSession();
  return <ModalHost isLoggedIn={isLoggedIn} registry={MODAL_REGISTRY} />;
}

function useSiteEffects() {
  const site = useSiteData();
  const t = useT('global-components');
  const pushAlert = useAlerts();
  useAffiliateTag(site.init.settings.affiliateTagExpiration);
  useReferralCode();
  useViewportHeight();
  useMarkHydrated();
  useServiceWorker(site.init.defaultLocale);
  useTagManager(site.init.settings.tagManager, useCookieConsent(), site.cspNonce);
  const announceNewBuild = useCallback(() => {
    void updateServiceWorker();
    pushAlert({
      type: 'info',
      title: t('newVersion.title'),
      text: t('newVersion.text'),
      sticky: true,
      action: { label: t('newVersion.action'), onClick: () => window.location.reload() },
    });
  }, [pushAlert, t]);
  useNewVersionCheck(site.init.settings.versionCheckIntervalSeconds, announceNewBuild);
}
