import type { TournamentDetail } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { useWalletAccounts } from '../../wallet/hooks/use-wallet-accounts.ts';
import { formatMoney } from '../../wallet/lib/display-unit.ts';
import { participate } from '../api/tournaments-api.ts';
import { formatScore, phaseOf } from '../lib/format.ts';

type EntryProps = { tournament: TournamentDetail; queryKey: readonly unknown[] };

/**
 * The visitor's part in the tournament: a guest is asked to sign in; a player sees their points and
 * place once entered, or the way in (Join, Buy in) while the tournament takes entries.
 */
export function PlayerEntry({ tournament, queryKey }: EntryProps) {
  const t = useT('global-components');
  const { isLoggedIn } = useSession();
  return (
    <section className="card tournament-entry" aria-labelledby="entry-title" data-testid="tournament-entry">
      <h2 id="entry-title">{t('tournaments.entryCard.title')}</h2>
      {isLoggedIn ? <PlayerStanding tournament={tournament} queryKey={queryKey} /> : <GuestInvite />}
    </section>
  );
}

function GuestInvite() {
  const t = useT('global-components');
  return (
    <div className="button-row">
      <Link
        className="button button--primary"
        to="?sign-in="
        preventScrollReset
        data-testid="tournament-sign-in"
      >
        {t('tournaments.join.signIn')}
      </Link>
      <Link className="button button--ghost" to="?sign-up=" preventScrollReset>
        {t('tournaments.join.signUp')}
      </Link>
    </div>
  );
}

function PlayerStanding({ tournament, queryKey }: EntryProps) {
  const t = useT('global-components');
  const { locale } = useSiteData();
  const entry = tournament.playerEntry;
  const open = phaseOf(tournament) !== 'finished';
  if (entry)
    return (
      <>
        <dl className="tournament-facts">
          <div>
            <dt>{t('tournaments.entryCard.points')}</dt>
            <dd data-testid="entry-points">{formatScore(entry.points, tournament.type, locale)}</dd>
          </div>
          <div>
            <dt>{t('tournaments.entryCard.place')}</dt>
            <dd data-testid="entry-place">{entry.place ?? t('tournaments.entryCard.unranked')}</dd>
          </div>
        </dl>
        {open ? <p className="muted">{t('tournaments.entryCard.entered')}</p> : null}
      </>
    );
  return (
    <>
      <p className="muted" data-testid="entry-none">
        {t('tournaments.entryCard.notEntered')} {t(`tournaments.entryText.${tournament.entryType}`)}
      </p>
      {open && tournament.confirmationRequired ? (
        <JoinButton tournament={tournament} queryKey={queryKey} />
      ) : null}
    </>
  );
}

/** Join, or buy in from the active account (the price in its currency); once, then the entry shows. */
function JoinButton({ tournament, queryKey }: EntryProps) {
  const t = useT('global-components');
  const api = useApi();
  const queryClient = useQueryClient();
  const pushAlert = useAlerts();
  const price = useBuyInPrice(tournament);
  const join = useMutation({
    mutationFn: () => participate(api, tournament.id),
    onSuccess: async () => {
      pushAlert({ type: 'success', title: t('tournaments.join.joined', { title: tournament.title }) });
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) =>
      pushAlert({
        type: 'error',
        title: t('tournaments.join.failed'),
        text: error instanceof ApiError ? error.message : undefined,
      }),
  });
  if (!tournament.isAvailable)
    return (
      <p className="notice notice--warning" data-testid="tournament-unavailable">
        {t('tournaments.join.unavailable')}
      </p>
    );
  const label = price ? t('tournaments.join.buyIn', { price }) : t('tournaments.join.join');
  return (
    <button
      type="button"
      className="button button--primary"
      disabled={join.isPending}
      aria-busy={join.isPending}
      onClick={() => join.mutate()}
      data-testid="tournament-join"
    >
      {join.isPending ? t('tournaments.join.joining') : label}
    </button>
  );
}

/** The buy-in in the player's active currency, as the wallet writes it; null without one. */
function useBuyInPrice(tournament: TournamentDetail): string | null {
  const { locale } = useSiteData();
  const { active, unitOf } = useWalletAccounts();
  if (tournament.entryType !== 'buy-in' || tournament.buyIn.length === 0) return null;
  const price = tournament.buyIn.find((item) => item.isoCode === active?.currency) ?? tournament.buyIn[0]!;
  return formatMoney(price.amount, unitOf(price.isoCode), locale);
}
