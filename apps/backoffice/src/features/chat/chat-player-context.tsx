import type { ChatPayment, StaffChatConversation } from '@casino/contracts';
import { Link } from 'react-router';
import { columnHelperFor, DataTable } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { useMoneyFormat } from '../../components/money.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { AccountsTable, Facts, LimitsTable, Section } from '../players/player-sections.tsx';
import { usePlayerContext } from './chat-queries.ts';

const NOT_ALLOWED = 'Your role may not see this.';

/**
 * The player beside the conversation (from the player 360 view's owners): balances, the last deposits
 * and withdrawals, limits and KYC level, each part only when the agent's role may read it.
 */
export function ChatPlayerContext({ conversation }: { conversation: StaffChatConversation }) {
  const context = usePlayerContext(conversation.id, !conversation.guest && conversation.playerId !== null);
  if (conversation.guest || conversation.playerId === null)
    return (
      <aside className="chat-context" aria-label="The visitor">
        <Section title="The visitor">
          <p className="muted">A guest: no player account to show.</p>
        </Section>
      </aside>
    );
  if (context.isPending) return <LoadingState label="Reading the player…" />;
  if (context.isError) return <ErrorState error={context.error} onRetry={() => void context.refetch()} />;
  const player = context.data;
  return (
    <aside className="chat-context" aria-label="The player" data-testid="chat-player-context">
      <Section title="The player">
        <Facts
          rows={[
            [
              'Nickname',
              <Link key="nickname" to={`/players/${player.playerId}`}>
                {player.nickname ?? player.playerId}
              </Link>,
            ],
            ['E-mail', player.email],
            ['Country', player.country],
            ['Language', player.locale],
            [
              'KYC level',
              player.verification ? (
                player.verification.level
              ) : (
                <span key="kyc" className="muted">
                  {NOT_ALLOWED}
                </span>
              ),
            ],
          ]}
        />
      </Section>
      <Section title="Balances">
        {player.accounts ? (
          <AccountsTable accounts={player.accounts} />
        ) : (
          <p className="muted">{NOT_ALLOWED}</p>
        )}
      </Section>
      <Section title="Last deposits">
        <Payments payments={player.lastDeposits} caption="Last deposits" empty="No deposit yet." />
      </Section>
      <Section title="Last withdrawals">
        <Payments payments={player.lastWithdrawals} caption="Last withdrawals" empty="No withdrawal yet." />
      </Section>
      <Section title="Limits">
        {player.limits ? <LimitsTable limits={player.limits} /> : <p className="muted">{NOT_ALLOWED}</p>}
      </Section>
    </aside>
  );
}

const paymentColumn = columnHelperFor<ChatPayment>();

function Payments({
  payments,
  caption,
  empty,
}: {
  payments: ChatPayment[] | null;
  caption: string;
  empty: string;
}) {
  const money = useMoneyFormat();
  if (!payments) return <p className="muted">{NOT_ALLOWED}</p>;
  const columns = paymentColumn.columns([
    paymentColumn.accessor('createdAt', {
      header: 'When',
      cell: ({ getValue }) => <DateTime value={getValue()} />,
    }),
    paymentColumn.accessor('amount', {
      header: 'Amount',
      cell: ({ getValue, row }) => <span className="number">{money(getValue(), row.original.currency)}</span>,
    }),
    paymentColumn.accessor('status', { header: 'Status' }),
  ]);
  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={payments}
      getRowId={(row) => row.id}
      emptyText={empty}
      serverOrdered
    />
  );
}
