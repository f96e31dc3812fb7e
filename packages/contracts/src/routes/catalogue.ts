import { backofficeRoutes } from '../backoffice.ts';
import { backofficeAdjustmentRoutes } from '../backoffice-adjustments.ts';
import { backofficeBonusRoutes } from '../backoffice-bonuses.ts';
import { backofficeKycRoutes } from '../backoffice-kyc.ts';
import { backofficeLoyaltyRoutes } from '../backoffice-loyalty.ts';
import { backofficePlayerActionRoutes } from '../backoffice-player-actions.ts';
import { backofficePlayerHistoryRoutes } from '../backoffice-player-history.ts';
import { backofficePlayerRoutes } from '../backoffice-players.ts';
import { backofficeQuestRoutes } from '../backoffice-quests.ts';
import { backofficeReportRoutes } from '../backoffice-reports.ts';
import { backofficeResponsibleGamingRoutes } from '../backoffice-responsible-gaming.ts';
import { backofficeSandboxRoutes } from '../backoffice-sandbox.ts';
import { backofficeSettingsRoutes } from '../backoffice-settings.ts';
import { backofficeTournamentSeriesRoutes } from '../backoffice-tournament-series.ts';
import { backofficeTournamentRoutes } from '../backoffice-tournaments.ts';
import { backofficeWheelRoutes } from '../backoffice-wheels.ts';
import { backofficeWithdrawalRoutes } from '../backoffice-withdrawals.ts';
import { backofficeBannerRoutes, bannerRoutes } from '../banners.ts';
import { bonusRoutes } from '../bonuses.ts';
import { contentRoutes } from '../content.ts';
import { gameHistoryRoutes } from '../game-history.ts';
import { gameWalletRoutes } from '../game-wallet.ts';
import { gamesRoutes } from '../games.ts';
import { identityRoutes } from '../identity.ts';
import { limitRoutes } from '../limits.ts';
import { messengerRoutes } from '../messenger.ts';
import { notificationRoutes } from '../notifications.ts';
import { paymentRoutes, riskRoutes } from '../payments.ts';
import { questRoutes } from '../quests.ts';
import { connectionRoutes } from '../realtime.ts';
import { referralRoutes } from '../referrals.ts';
import { retentionRoutes } from '../retention.ts';
import { settingsRoutes } from '../settings.ts';
import { tournamentRoutes } from '../tournaments.ts';
import { twoFactorRoutes } from '../two-factor.ts';
import { verificationRoutes } from '../verification.ts';
import { walletRoutes } from '../wallet.ts';
import { wheelRoutes } from '../wheels.ts';
import { backofficeChatRoutes } from './backoffice-chat.ts';
import { chatRoutes } from './chat.ts';
import type { AnyRoute } from './define.ts';

/** Every declared call of the API, keyed `METHOD /path/{param}`: the server's, the tests' and the docs' one list. */
export const API_ROUTES: ReadonlyMap<string, AnyRoute> = new Map(
  [
    settingsRoutes,
    contentRoutes,
    notificationRoutes,
    connectionRoutes,
    identityRoutes,
    referralRoutes,
    limitRoutes,
    messengerRoutes,
    retentionRoutes,
    questRoutes,
    tournamentRoutes,
    wheelRoutes,
    twoFactorRoutes,
    walletRoutes,
    paymentRoutes,
    riskRoutes,
    gamesRoutes,
    gameHistoryRoutes,
    gameWalletRoutes,
    bonusRoutes,
    verificationRoutes,
    backofficeRoutes,
    backofficePlayerRoutes,
    backofficePlayerActionRoutes,
    backofficePlayerHistoryRoutes,
    backofficeWithdrawalRoutes,
    backofficeResponsibleGamingRoutes,
    backofficeKycRoutes,
    backofficeAdjustmentRoutes,
    backofficeBonusRoutes,
    backofficeTournamentRoutes,
    backofficeQuestRoutes,
    backofficeWheelRoutes,
    backofficeLoyaltyRoutes,
    backofficeTournamentSeriesRoutes,
    backofficeReportRoutes,
    backofficeSandboxRoutes,
    backofficeSettingsRoutes,
    backofficeBannerRoutes,
    bannerRoutes,
    chatRoutes,
    backofficeChatRoutes,
  ]
    .flatMap((group) => Object.values(group) as AnyRoute[])
    .map((route) => [`${route.method} ${route.path}`, route]),
);

/** The declaration registered at a Fastify route (`/api/x/:id`), if there is one. */
export function declarationAt(method: string, fastifyPath: string): AnyRoute | undefined {
  return API_ROUTES.get(`${method} ${fastifyPath.replace(/:(\w+)/g, '{$1}')}`);
}
