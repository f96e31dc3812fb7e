import type { Limit, Player360, WalletAccount } from '@casino/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { columnHelperFor, DataTable } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { useMoneyFormat } from '../../components/money.tsx';
import { isExclusion, LIMIT_LABELS, periodLabel } from './player-labels.ts';

export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card player-section" aria-label={title}>
      <div className="player-section__head">
        <h2 className="player-section__title">{title}</h2>
        {actions ? <div className="player-section__actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label} className="facts__row">
          <dt>{label}</dt>
          <dd>{value ?? <span className="muted">—</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function ProfileFacts({ profile }: { profile: Player360['profile'] }) {
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return (
    <Facts
      rows={[
        ['Player id', <code key="id">{profile.id}</code>],
        ['Name', name || null],
        [
          'E-mail',
          profile.email
            ? `${profile.email}${profile.emailConfirmed ? ' (confirmed)' : ' (not confirmed)'}`
            : null,
        ],
        [
          'Phone',
          profile.phone
            ? `${profile.phone}${profile.phoneVerified ? ' (verified)' : ' (not verified)'}`
            : null,
        ],
        ['Born', profile.birthdate],
        ['Country', profile.country],
        ['Address', [profile.address, profile.postalCode, profile.city].filter(Boolean).join(', ') || null],
        ['Language', profile.locale],
        [
          'Marketing',
          profile.marketingSuppressed
            ? 'Suppressed'
            : `E-mail ${yesNo(profile.receiveEmailPromo)}, SMS ${yesNo(profile.receiveSmsPromo)}`,
        ],
        ['Affiliate tag', profile.affiliateTag],
        ['Signed up', <DateTime key="created" value={profile.createdAt} />],
        ['Registration IP', profile.registrationIp],
        ['Last sign-in', <DateTime key="last" value={profile.lastSignInAt} empty="Never" />],
      ]}
    />
  );
}

const accountColumn = columnHelperFor<WalletAccount>();

export function AccountsTable({ accounts }: { accounts: WalletAccount[] }) {
  const money = useMoneyFormat();
  const amount = (
    key: 'balance' | 'realBalance' | 'bonusBalance' | 'lockedBalance' | 'withdrawalBalance',
    header: string,
  ) =>
    accountColumn.accessor(key, {
      header,
      cell: ({ getValue, row }) => <span className="number">{money(getValue(), row.original.currency)}</span>,
    });
  const columns = accountColumn.columns([
    accountColumn.accessor('currency', {
      header: 'Currency',
      cell: ({ getValue, row }) =>
        row.original.isActive ? <strong>{getValue()} (active)</strong> : getValue(),
    }),
    amount('balance', 'Balance'),
    amount('realBalance', 'Cash'),
    amount('bonusBalance', 'Bonus'),
    amount('lockedBalance', 'Held for withdrawals'),
    amount('withdrawalBalance', 'Withdrawable'),
  ]);
  return (
    <DataTable
      caption="Accounts"
      columns={columns}
      data={accounts}
      getRowId={(account) => account.id}
      emptyText="No account yet."
      serverOrdered
      testId="player-accounts"
    />
  );
}

const limitColumn = columnHelperFor<Limit>();

export function LimitsTable({ limits, onTighten }: { limits: Limit[]; onTighten?: (limit: Limit) => void }) {
  const money = useMoneyFormat();
  /** A cash limit's amount in its currency; exclusions have none. */
  const limitAmount = (key: 'amount' | 'currentAmount', header: string) =>
    limitColumn.accessor(key, {
      header,
      cell: ({ getValue, row }) => {
        const value = getValue();
        return value === null || !row.original.currency ? (
          <span className="muted">—</span>
        ) : (
          <span className="number">{money(value, row.original.currency)}</span>
        );
      },
    });
  const columns = limitColumn.columns([
    limitColumn.accessor('definition', { header: 'Limit', cell: ({ getValue }) => LIMIT_LABELS[getValue()] }),
    limitColumn.accessor('period', { header: 'Period', cell: ({ getValue }) => periodLabel(getValue()) }),
    limitAmount('amount', 'In force'),
    limitAmount('currentAmount', 'Used this period'),
    limitColumn.accessor('expiredAt', {
      header: 'Until',
      cell: ({ getValue, row }) =>
        isExclusion(row.original.definition) ? (
          <DateTime value={getValue()} empty="Indefinite" />
        ) : (
          <DateTime value={getValue()} />
        ),
    }),
    limitColumn.display({
      id: 'pending',
      header: 'Pending (the player’s)',
      cell: ({ row }) =>
        row.original.pendingAt ? (
          <span>
            {row.original.cancelProcess
              ? 'Removal'
              : `Raise to ${money(row.original.pendingAmount ?? 0, row.original.currency ?? '')}`}{' '}
            on <DateTime value={row.original.pendingAt} />
          </span>
        ) : (
          <span className="muted">—</span>
        ),
    }),
    limitColumn.display({
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row }) =>
        onTighten ? (
          <button type="button" className="button button--small" onClick={() => onTighten(row.original)}>
            {isExclusion(row.original.definition) ? 'Lengthen' : 'Lower'}
          </button>
        ) : null,
    }),
  ]);
  return (
    <DataTable
      caption="Responsible-gaming limits"
      columns={columns}
      data={limits}
      getRowId={(limit) => limit.id}
      emptyText="No limit set."
      serverOrdered
      testId="player-limits"
    />
  );
}

const DOCUMENT_STATUS: Record<number, string> = { 1: 'Waiting for review', 2: 'Approved', 3: 'Rejected' };

export function VerificationFacts({ verification }: { verification: Player360['verification'] }) {
  return (
    <>
      <Facts
        rows={[
          ['Level', verification.level],
          ['Last rejection', verification.rejectReason],
        ]}
      />
      {verification.documents.length === 0 ? (
        <p className="muted">No document uploaded.</p>
      ) : (
        <ul className="plain-list">
          {verification.documents.map((document) => (
            <li key={document.id}>
              {document.type}: {document.fileName} · {DOCUMENT_STATUS[document.status]}
              {document.rejectReason ? ` (${document.rejectReason})` : ''} ·{' '}
              <DateTime value={document.createdAt} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Other accounts seen on this player's devices: links to their pages. */
export function SharedDevicePlayers({ players }: { players: Player360['sharedDevicePlayers'] }) {
  if (players.length === 0) return <p className="muted">No other account on this player’s devices.</p>;
  return (
    <ul className="plain-list" data-testid="shared-device-players">
      {players.map((other) => (
        <li key={other.id}>
          <Link to={`/players/${other.id}`}>{other.nickname}</Link> {other.email ? `(${other.email})` : ''}
        </li>
      ))}
    </ul>
  );
}
