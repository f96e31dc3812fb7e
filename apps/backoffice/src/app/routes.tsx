import type { StaffPermission } from '@casino/contracts';
import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { EnrolmentPage } from '../features/enrolment/enrolment-page.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { SignInPage } from '../features/sign-in/sign-in-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RequireFeature } from './shell/require-feature.tsx';
import { RequirePermission } from './shell/require-permission.tsx';
import { ShellLayout } from './shell/shell-layout.tsx';

/**
 * A page loaded when it is first opened: each is a chunk of its own, so the sign-in and the home page
 * do not wait for every editor and the reports' charts (the shell shows a loading state meanwhile).
 */
function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const AdjustmentsPage = lazyPage(
  () => import('../features/adjustments/adjustments-page.tsx'),
  (page) => page.AdjustmentsPage,
);
const ApiKeysPage = lazyPage(
  () => import('../features/api-keys/api-keys-page.tsx'),
  (page) => page.ApiKeysPage,
);
const AuditPage = lazyPage(
  () => import('../features/audit/audit-page.tsx'),
  (page) => page.AuditPage,
);
const BannersPage = lazyPage(
  () => import('../features/banners/banners-page.tsx'),
  (page) => page.BannersPage,
);
const KycPage = lazyPage(
  () => import('../features/kyc/kyc-page.tsx'),
  (page) => page.KycPage,
);
const LoyaltyPage = lazyPage(
  () => import('../features/loyalty/loyalty-page.tsx'),
  (page) => page.LoyaltyPage,
);
const PlayerPage = lazyPage(
  () => import('../features/players/player-page.tsx'),
  (page) => page.PlayerPage,
);
const PlayerSearchPage = lazyPage(
  () => import('../features/players/player-search-page.tsx'),
  (page) => page.PlayerSearchPage,
);
const BonusEditorPage = lazyPage(
  () => import('../features/promotions/bonus-editor-page.tsx'),
  (page) => page.BonusEditorPage,
);
const NewBonusPage = lazyPage(
  () => import('../features/promotions/bonus-editor-page.tsx'),
  (page) => page.NewBonusPage,
);
const PromotionsPage = lazyPage(
  () => import('../features/promotions/promotions-page.tsx'),
  (page) => page.PromotionsPage,
);
const NewQuestPage = lazyPage(
  () => import('../features/quests/quest-editor-page.tsx'),
  (page) => page.NewQuestPage,
);
const QuestEditorPage = lazyPage(
  () => import('../features/quests/quest-editor-page.tsx'),
  (page) => page.QuestEditorPage,
);
const QuestsPage = lazyPage(
  () => import('../features/quests/quests-page.tsx'),
  (page) => page.QuestsPage,
);
const ReportsPage = lazyPage(
  () => import('../features/reports/reports-page.tsx'),
  (page) => page.ReportsPage,
);
const RgDeskPage = lazyPage(
  () => import('../features/responsible-gaming/rg-desk-page.tsx'),
  (page) => page.RgDeskPage,
);
const SandboxDepositsPage = lazyPage(
  () => import('../features/sandbox-deposits/sandbox-deposits-page.tsx'),
  (page) => page.SandboxDepositsPage,
);
const SettingsPage = lazyPage(
  () => import('../features/settings/settings-page.tsx'),
  (page) => page.SettingsPage,
);
const StaffPage = lazyPage(
  () => import('../features/staff/staff-page.tsx'),
  (page) => page.StaffPage,
);
const SeriesPage = lazyPage(
  () => import('../features/tournaments/series-page.tsx'),
  (page) => page.SeriesPage,
);
const TournamentsPage = lazyPage(
  () => import('../features/tournaments/tournaments-page.tsx'),
  (page) => page.TournamentsPage,
);
const NewWheelPage = lazyPage(
  () => import('../features/wheels/wheel-editor-page.tsx'),
  (page) => page.NewWheelPage,
);
const WheelEditorPage = lazyPage(
  () => import('../features/wheels/wheel-editor-page.tsx'),
  (page) => page.WheelEditorPage,
);
const WheelsPage = lazyPage(
  () => import('../features/wheels/wheels-page.tsx'),
  (page) => page.WheelsPage,
);
const WithdrawalsPage = lazyPage(
  () => import('../features/withdrawals/withdrawals-page.tsx'),
  (page) => page.WithdrawalsPage,
);

const CannedRepliesPage = lazyPage(
  () => import('../features/chat/canned-replies-page.tsx'),
  (page) => page.CannedRepliesPage,
);
const ChatConsolePage = lazyPage(
  () => import('../features/chat/chat-console-page.tsx'),
  (page) => page.ChatConsolePage,
);
const ChatFiguresPage = lazyPage(
  () => import('../features/chat/chat-figures-page.tsx'),
  (page) => page.ChatFiguresPage,
);
const ChatSection = lazyPage(
  () => import('../features/chat/chat-section.tsx'),
  (page) => page.ChatSection,
);

/** A page for staff whose role has `permission`. */
const guarded = (path: string, permission: StaffPermission, Page: ComponentType): RouteObject => ({
  path,
  element: (
    <RequirePermission permission={permission}>
      <Page />
    </RequirePermission>
  ),
});

/** Every page of the back office, under the /backoffice basename. */
export const backofficeRoutes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  { path: '/enrol/:token', element: <EnrolmentPage /> },
  {
    path: '/',
    element: <ShellLayout />,
    children: [
      { index: true, element: <HomePage /> },
      guarded('players', 'players.read', PlayerSearchPage),
      guarded('players/:id', 'players.read', PlayerPage),
      guarded('responsible-gaming', 'responsible-gaming.read', RgDeskPage),
      guarded('staff', 'staff.read', StaffPage),
      guarded('api-keys', 'api-keys.manage', ApiKeysPage),
      guarded('banners', 'bonuses.read', BannersPage),
      guarded('settings', 'settings.read', SettingsPage),
      guarded('audit', 'audit.read', AuditPage),
      guarded('kyc', 'kyc.read', KycPage),
      guarded('withdrawals', 'payments.read', WithdrawalsPage),
      guarded('promotions', 'bonuses.read', PromotionsPage),
      guarded('promotions/bonuses/new', 'bonuses.write', NewBonusPage),
      guarded('promotions/bonuses/:id', 'bonuses.read', BonusEditorPage),
      guarded('tournaments', 'bonuses.read', TournamentsPage),
      guarded('quests', 'bonuses.read', QuestsPage),
      guarded('quests/new', 'bonuses.write', NewQuestPage),
      guarded('quests/:id', 'bonuses.read', QuestEditorPage),
      guarded('wheels', 'bonuses.read', WheelsPage),
      guarded('wheels/new', 'bonuses.write', NewWheelPage),
      guarded('wheels/:id', 'bonuses.read', WheelEditorPage),
      guarded('loyalty', 'bonuses.read', LoyaltyPage),
      guarded('tournament-series', 'bonuses.read', SeriesPage),
      guarded('adjustments', 'payments.read', AdjustmentsPage),
      guarded('reports', 'reports.read', ReportsPage),
      {
        // The console's pages share its section (the heartbeat while any of them is open).
        path: 'chat',
        element: (
          <RequirePermission permission="chat.read">
            <ChatSection />
          </RequirePermission>
        ),
        children: [
          { index: true, element: <ChatConsolePage /> },
          { path: 'conversations/:id', element: <ChatConsolePage /> },
          { path: 'figures', element: <ChatFiguresPage /> },
          { path: 'canned-replies', element: <CannedRepliesPage /> },
        ],
      },
      {
        path: 'sandbox-deposits',
        element: (
          <RequireFeature feature="sandboxDeposits">
            <RequirePermission permission="payments.read">
              <SandboxDepositsPage />
            </RequirePermission>
          </RequireFeature>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
