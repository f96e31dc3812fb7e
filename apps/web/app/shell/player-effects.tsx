import { BonusRealtimeEffects } from '../features/bonuses/components/bonus-realtime-effects.tsx';
import { GameBetsEffects } from '../features/games/components/game-bets-effects.tsx';
import { LoyaltyRealtimeEffects } from '../features/loyalty/components/loyalty-realtime-effects.tsx';
import { NotificationRealtimeEffects } from '../features/notifications/components/notification-realtime-effects.tsx';
import { QuestsRealtimeEffects } from '../features/quests/components/quests-realtime-effects.tsx';
import { TournamentCompletedAlerts } from '../features/tournaments/components/tournament-completed-alerts.tsx';
import { WalletRealtimeEffects } from '../features/wallet/components/wallet-realtime-effects.tsx';
import { WheelSpinAlerts } from '../features/wheels/components/wheel-spin-alerts.tsx';

/** What a signed-in player's pushes do to the page; loaded only once someone signs in. */
export default function PlayerEffects() {
  return (
    <>
      <WalletRealtimeEffects />
      <GameBetsEffects />
      <BonusRealtimeEffects />
      <NotificationRealtimeEffects />
      <LoyaltyRealtimeEffects />
      <QuestsRealtimeEffects />
      <TournamentCompletedAlerts />
      <WheelSpinAlerts />
    </>
  );
}
