import type { RouteObject } from 'react-router';
import { AdjustmentsPage } from '../features/adjustments/adjustments-page.tsx';
import { ApiKeysPage } from '../features/api-keys/api-keys-page.tsx';
import { AuditPage } from '../features/audit/audit-page.tsx';
import { BannersPage } from '../features/banners/banners-page.tsx';
import { CannedRepliesPage } from '../features/chat/canned-replies-page.tsx';
import { ChatConsolePage } from '../features/chat/chat-console-page.tsx';
import { ChatFiguresPage } from '../features/chat/chat-figures-page.tsx';
import { ChatSection } from '../features/chat/chat-section.tsx';
import { EnrolmentPage } from '../features/enrolment/enrolment-page.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { KycPage } from '../features/kyc/kyc-page.tsx';
import { LoyaltyPage } from '../features/loyalty/loyalty-page.tsx';
import { PlayerPage } from '../features/players/player-page.tsx';
import { PlayerSearchPage } from '../features/players/player-search-page.tsx';
import { BonusEditorPage, NewBonusPage } from '../features/promotions/bonus-editor-page.tsx';
import { PromotionsPage } from '../features/promotions/promotions-page.tsx';
import { NewQuestPage, QuestEditorPage } from '../features/quests/quest-editor-page.tsx';
import { QuestsPage } from '../features/quests/quests-page.tsx';
import { ReportsPage } from '../features/reports/reports-page.tsx';
import { RgDeskPage } from '../features/responsible-gaming/rg-desk-page.tsx';
import { SandboxDepositsPage } from '../features/sandbox-deposits/sandbox-deposits-page.tsx';
import { SettingsPage } from '../features/settings/settings-page.tsx';
import { SignInPage } from '../features/sign-in/sign-in-page.tsx';
import { StaffPage } from '../features/staff/staff-page.tsx';
import { SeriesPage } from '../features/tournaments/series-page.tsx';
import { TournamentsPage } from '../features/tournaments/tournaments-page.tsx';
import { NewWheelPage, WheelEditorPage } from '../features/wheels/wheel-editor-page.tsx';
import { WheelsPage } from '../features/wheels/wheels-page.tsx';
import { WithdrawalsPage } from '../features/withdrawals/withdrawals-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RequireFeature } from './shell/require-feature.tsx';
import { RequirePermission } from './shell/require-permission.tsx';
import { ShellLayout } from './shell/shell-layout.tsx';

/** Every page of the back office, under the /backoffice basename. */
export const backofficeRoutes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  { path: '/enrol/:token', element: <EnrolmentPage /> },
  {
    path: '/',
    element: <ShellLayout />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'players',
        element: (
          <RequirePermission permission="players.read">
            <PlayerSearchPage />
          </RequirePermission>
        ),
      },
      {
        path: 'players/:id',
        element: (
          <RequirePermission permission="players.read">
            <PlayerPage />
          </RequirePermission>
        ),
      },
      {
        path: 'responsible-gaming',
        element: (
          <RequirePermission permission="responsible-gaming.read">
            <RgDeskPage />
          </RequirePermission>
        ),
      },
      {
        path: 'staff',
        element: (
          <RequirePermission permission="staff.read">
            <StaffPage />
          </RequirePermission>
        ),
      },
      {
        path: 'api-keys',
        element: (
          <RequirePermission permission="api-keys.manage">
            <ApiKeysPage />
          </RequirePermission>
        ),
      },
      {
        path: 'banners',
        element: (
          <RequirePermission permission="bonuses.read">
            <BannersPage />
          </RequirePermission>
        ),
      },
      {
        path: 'settings',
        element: (
          <RequirePermission permission="settings.read">
            <SettingsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'audit',
        element: (
          <RequirePermission permission="audit.read">
            <AuditPage />
          </RequirePermission>
        ),
      },
      {
        path: 'kyc',
        element: (
          <RequirePermission permission="kyc.read">
            <KycPage />
          </RequirePermission>
        ),
      },
      {
        path: 'withdrawals',
        element: (
          <RequirePermission permission="payments.read">
            <WithdrawalsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'promotions',
        element: (
          <RequirePermission permission="bonuses.read">
            <PromotionsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'promotions/bonuses/new',
        element: (
          <RequirePermission permission="bonuses.write">
            <NewBonusPage />
          </RequirePermission>
        ),
      },
      {
        path: 'promotions/bonuses/:id',
        element: (
          <RequirePermission permission="bonuses.read">
            <BonusEditorPage />
          </RequirePermission>
        ),
      },
      {
        path: 'tournaments',
        element: (
          <RequirePermission permission="bonuses.read">
            <TournamentsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'quests',
        element: (
          <RequirePermission permission="bonuses.read">
            <QuestsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'quests/new',
        element: (
          <RequirePermission permission="bonuses.write">
            <NewQuestPage />
          </RequirePermission>
        ),
      },
      {
        path: 'quests/:id',
        element: (
          <RequirePermission permission="bonuses.read">
            <QuestEditorPage />
          </RequirePermission>
        ),
      },
      {
        path: 'wheels',
        element: (
          <RequirePermission permission="bonuses.read">
            <WheelsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'wheels/new',
        element: (
          <RequirePermission permission="bonuses.write">
            <NewWheelPage />
          </RequirePermission>
        ),
      },
      {
        path: 'wheels/:id',
        element: (
          <RequirePermission permission="bonuses.read">
            <WheelEditorPage />
          </RequirePermission>
        ),
      },
      {
        path: 'loyalty',
        element: (
          <RequirePermission permission="bonuses.read">
            <LoyaltyPage />
          </RequirePermission>
        ),
      },
      {
        path: 'tournament-series',
        element: (
          <RequirePermission permission="bonuses.read">
            <SeriesPage />
          </RequirePermission>
        ),
      },
      {
        path: 'adjustments',
        element: (
          <RequirePermission permission="payments.read">
            <AdjustmentsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'reports',
        element: (
          <RequirePermission permission="reports.read">
            <ReportsPage />
          </RequirePermission>
        ),
      },
      {
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
