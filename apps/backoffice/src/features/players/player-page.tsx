import type { Limit } from '@casino/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { useCan } from '../../session/permissions.ts';
import { AdjustmentDialog } from '../adjustments/adjustment-dialog.tsx';
import { PlayerRgSection } from '../responsible-gaming/player-rg-section.tsx';
import {
  CloseSessionsDialog,
  NewLimitDialog,
  StatusDialog,
  TightenLimitDialog,
} from './player-action-dialogs.tsx';
import { PlayerBonusList, PlayerFreespinList } from './player-bonuses.tsx';
import { PlayerInvoices, PlayerRounds } from './player-history.tsx';
import { playerStatusLabel, playerStatusTone } from './player-labels.ts';
import { PlayerLedger } from './player-ledger.tsx';
import { PlayerLimitHistory } from './player-limit-history.tsx';
import { PlayerMessages } from './player-messages.tsx';
import { PlayerNotes } from './player-notes.tsx';
import {
  PlayerLoyaltyFacts,
  PlayerLoyaltyMovements,
  PlayerQuests,
  PlayerTournaments,
} from './player-retention.tsx';
import {
  AccountsTable,
  LimitsTable,
  ProfileFacts,
  Section,
  SharedDevicePlayers,
  VerificationFacts,
} from './player-sections.tsx';
import { PlayerSessions } from './player-sessions.tsx';
import { usePlayer360 } from './use-player.ts';

type OpenDialog =
  | { kind: 'status' }
  | { kind: 'sessions' }
  | { kind: 'limit' }
  | { kind: 'adjust' }
  | { kind: 'tighten'; limit: Limit };

/** The player 360 page: who the player is, their money, protection, checks, sessions and notes. */
export function PlayerPage() {
  const playerId = useParams().id ?? '';
  const head = usePlayer360(playerId);
  const mayManage = useCan('players.manage');
  const mayReadPayments = useCan('payments.read');
  const mayAdjust = useCan('adjustments.create');
  const mayReadRg = useCan('responsible-gaming.read');
  const mayManageRg = useCan('responsible-gaming.manage');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);

  if (head.isPending) return <LoadingState />;
  if (head.isError) return <ErrorState error={head.error} onRetry={() => void head.refetch()} />;
  const player = head.data.data;
  const { profile } = player;
  const selfExcluded = profile.status === 4;

  return (
    <section className="page">
      <title>{`${profile.nickname} · Players · Back office`}</title>
      <p className="breadcrumb">
        <Link to="/players">Players</Link> / {profile.nickname}
      </p>
      <PageHeader
        title={profile.nickname}
        description={
          <span className={`badge badge--${playerStatusTone(profile.status)}`} data-testid="player-status">
            {playerStatusLabel(profile.status)}
          </span>
        }
        actions={
          mayManage || mayAdjust ? (
            <>
              {mayAdjust ? (
                <button type="button" className="button" onClick={() => setDialog({ kind: 'adjust' })}>
                  Adjust a balance
                </button>
              ) : null}
              {!mayManage || selfExcluded ? null : (
                <button type="button" className="button" onClick={() => setDialog({ kind: 'status' })}>
                  Change status
                </button>
              )}
              {mayManage ? (
                <button type="button" className="button" onClick={() => setDialog({ kind: 'sessions' })}>
                  Close sessions
                </button>
              ) : null}
            </>
          ) : null
        }
      />
      <div className="player-grid">
        <Section title="Profile">
          <ProfileFacts profile={profile} />
        </Section>
        <Section title="Verification">
          <VerificationFacts verification={player.verification} />
        </Section>
      </div>
      <Section title="Accounts and balances">
        <AccountsTable accounts={player.accounts} />
      </Section>
      <Section title="Ledger movements">
        <PlayerLedger playerId={playerId} currencies={player.accounts.map((account) => account.currency)} />
      </Section>
      <Section
        title="Limits and exclusions"
        actions={
          mayManage ? (
            <button
              type="button"
              className="button button--small"
              onClick={() => setDialog({ kind: 'limit' })}
            >
              Set a limit
            </button>
          ) : null
        }
      >
        <LimitsTable
          limits={player.limits}
          onTighten={mayManage ? (limit) => setDialog({ kind: 'tighten', limit }) : undefined}
        />
        <h3 className="player-section__subtitle">History</h3>
        <PlayerLimitHistory playerId={playerId} />
      </Section>
      {mayReadRg ? (
        <Section title="Responsible gaming contacts">
          <PlayerRgSection playerId={playerId} mayManage={mayManageRg} />
        </Section>
      ) : null}
      {mayReadPayments ? (
        <Section title="Deposits and withdrawals">
          <PlayerInvoices playerId={playerId} />
        </Section>
      ) : null}
      <Section title="Game rounds">
        <PlayerRounds playerId={playerId} />
      </Section>
      <Section title="Bonuses and free spins">
        <PlayerBonusList playerId={playerId} />
        <h3 className="player-section__subtitle">Free spins</h3>
        <PlayerFreespinList playerId={playerId} />
      </Section>
      <Section title="Loyalty">
        <PlayerLoyaltyFacts playerId={playerId} />
        <h3 className="player-section__subtitle">Point movements</h3>
        <PlayerLoyaltyMovements playerId={playerId} />
      </Section>
      <Section title="Quests">
        <PlayerQuests playerId={playerId} />
      </Section>
      <Section title="Tournaments">
        <PlayerTournaments playerId={playerId} />
      </Section>
      <Section title="Messages sent">
        <PlayerMessages playerId={playerId} />
      </Section>
      <Section title={`Sessions and devices (${player.openSessions.length} open)`}>
        <PlayerSessions playerId={playerId} />
        <h3 className="player-section__subtitle">Other accounts on the same devices</h3>
        <SharedDevicePlayers players={player.sharedDevicePlayers} />
      </Section>
      <Section title="Staff notes">
        <PlayerNotes playerId={playerId} mayWrite={mayManage} />
      </Section>
      <StatusDialog
        playerId={playerId}
        open={dialog?.kind === 'status'}
        onClose={close}
        current={profile.status}
      />
      <AdjustmentDialog
        open={dialog?.kind === 'adjust'}
        playerId={playerId}
        accounts={player.accounts}
        onClose={close}
      />
      <CloseSessionsDialog playerId={playerId} open={dialog?.kind === 'sessions'} onClose={close} />
      <NewLimitDialog
        playerId={playerId}
        open={dialog?.kind === 'limit'}
        onClose={close}
        currencies={player.accounts.map((account) => account.currency)}
      />
      <TightenLimitDialog
        playerId={playerId}
        limit={dialog?.kind === 'tighten' ? dialog.limit : null}
        onClose={close}
      />
    </section>
  );
}
