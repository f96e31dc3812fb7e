import type {
  SportsbookBet,
  SportsbookFixture,
  SportsbookSelection,
  StudioSession,
} from '@casino/contracts/studio';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchFixtures, fetchSportsbookBets, openSession, placeSportsbookBet } from '../../api/calls.ts';
import { StudioApiError } from '../../api/client.ts';
import { checkBet, defaultBet } from '../../lib/bet-amount.ts';
import { decimalsOf, formatMoney, fromMinor, toMinor } from '../../lib/money.ts';
import { texts } from '../../texts.ts';
import { reportHeight, tellHost } from './frame-messages.ts';

const t = texts.sportsbook;
export const SPORTSBOOK_GAME = 'betsy-sportsbook-betsy';
const FIXTURES_EVERY_MS = 2_000;
const MY_BETS_EVERY_MS = 3_000;
const SELECTIONS: readonly SportsbookSelection[] = ['home', 'draw', 'away'];

type Choice = { fixture: SportsbookFixture; selection: SportsbookSelection };
type Session = Pick<StudioSession, 'currency' | 'minBet' | 'maxBet'> & { token: string; decimals: number };
type MyBets = { balance: string; open: SportsbookBet[]; settled: SportsbookBet[] };

/**
 * The frame's query as the SDK built it: `token` (absent for a guest), `currency`, `cid`, `lang`; or the
 * platform's game URL of the sportsbook (`?session=…&currency=…`).
 */
function launchQuery() {
  const query = new URLSearchParams(window.location.search);
  return { token: query.get('token') ?? query.get('session'), currency: query.get('currency') ?? undefined };
}

/** Server time minus this clock, so countdowns agree with the server's kick-offs. */
function useServerNow(serverNow: string | undefined) {
  const [offset, setOffset] = useState(0);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (serverNow) setOffset(Date.parse(serverNow) - Date.now());
  }, [serverNow]);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), 1_000);
    return () => clearInterval(timer);
  }, []);
  return Date.now() + offset;
}

export function SportsbookPage() {
  const [launch] = useState(launchQuery);
  const [session, setSession] = useState<Session | null>(null);
  const [sessionError, setSessionError] = useState<string | null>(null);
  const [board, setBoard] = useState<{
    now: string;
    upcoming: SportsbookFixture[];
    results: SportsbookFixture[];
  }>();
  const [mine, setMine] = useState<MyBets | null>(null);
  const [pick, setPick] = useState<Choice | null>(null);

  const page = useRef<HTMLElement>(null);
  useEffect(() => (page.current ? reportHeight(page.current) : undefined), []);

  useEffect(() => {
    if (!launch.token) return;
    const token = launch.token;
    openSession(SPORTSBOOK_GAME, { mode: 'real', token, currency: launch.currency })
      .then((opened) =>
        setSession({
          ...opened,
          token,
          decimals: opened.decimals ?? decimalsOf(opened.minBet, opened.balance),
        }),
      )
      .catch((error: unknown) =>
        setSessionError(error instanceof StudioApiError ? error.message : texts.errors.network),
      );
  }, [launch]);

  const refreshMine = useCallback(async () => {
    if (!session) return;
    const answer = await fetchSportsbookBets(session.token).catch(() => null);
    if (answer) setMine(answer);
  }, [session]);

  useEffect(() => {
    let stopped = false;
    const load = async () => {
      const answer = await fetchFixtures().catch(() => null);
      if (!stopped && answer) setBoard(answer);
    };
    void load();
    const timer = setInterval(load, FIXTURES_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);

  // The player's bets and balance: kick-offs settle bets, so they are read again every few seconds.
  useEffect(() => {
    void refreshMine();
    const timer = setInterval(refreshMine, MY_BETS_EVERY_MS);
    return () => clearInterval(timer);
  }, [refreshMine]);

  const now = useServerNow(board?.now);
  // A picked fixture that kicked off leaves the slip.
  useEffect(() => {
    if (pick && !board?.upcoming.some((fixture) => fixture.id === pick.fixture.id)) setPick(null);
  }, [board, pick]);

  return (
    <main className="sportsbook" data-testid="sportsbook" ref={page}>
      <header className="sportsbook__header">
        <div>
          <h1>{t.title}</h1>
          <p className="muted">{t.league}</p>
        </div>
        {session && mine ? (
          <p className="sportsbook__balance" data-testid="sportsbook-balance">
            <span className="muted">{t.balance}</span>{' '}
            <strong className="numeric">
              {formatMoney(mine.balance, session.currency, session.decimals)}
            </strong>
          </p>
        ) : null}
      </header>
      {sessionError ? (
        <p className="error-message" role="alert">
          {sessionError}
        </p>
      ) : null}
      <div className="sportsbook__layout">
        <section className="sportsbook__fixtures" aria-labelledby="sb-upcoming">
          <h2 id="sb-upcoming">{t.upcoming}</h2>
          {board && board.upcoming.length === 0 ? <p className="muted">{t.noFixtures}</p> : null}
          <ul className="fixture-list">
            {board?.upcoming.map((fixture) => (
              <FixtureRow
                key={fixture.id}
                fixture={fixture}
                now={now}
                picked={pick?.fixture.id === fixture.id ? pick.selection : null}
                onPick={(selection) => setPick({ fixture, selection })}
              />
            ))}
          </ul>
        </section>
        <aside className="sportsbook__side">
          <BetSlip
            pick={pick}
            session={session}
            balance={mine?.balance ?? null}
            guest={!launch.token}
            onClear={() => setPick(null)}
            onPlaced={(balance) => {
              setMine((current) => (current ? { ...current, balance } : current));
              setPick(null);
              void refreshMine();
            }}
          />
          {session ? (
            <MyBetsPanel mine={mine} currency={session.currency} decimals={session.decimals} />
          ) : null}
        </aside>
      </div>
      <Results results={board?.results ?? []} />
      <p className="muted sportsbook__fine">
        {t.margin} {t.fairness}
      </p>
    </main>
  );
}

function FixtureRow(props: {
  fixture: SportsbookFixture;
  now: number;
  picked: SportsbookSelection | null;
  onPick: (selection: SportsbookSelection) => void;
}) {
  const { fixture, now, picked, onPick } = props;
  const seconds = Math.max(0, Math.ceil((Date.parse(fixture.startsAt) - now) / 1000));
  const match = `${fixture.home} – ${fixture.away}`;
  return (
    <li className="fixture" data-testid="fixture" data-fixture-id={fixture.id}>
      <div className="fixture__teams">
        <span className="fixture__time muted">{seconds > 0 ? t.kickoffIn(seconds) : t.kickingOff}</span>
        <span className="fixture__team">{fixture.home}</span>
        <span className="fixture__team">{fixture.away}</span>
      </div>
      <div className="fixture__odds">
        {SELECTIONS.map((selection) => (
          <button
            key={selection}
            type="button"
            className={`odds-button${picked === selection ? ' odds-button--picked' : ''}`}
            aria-pressed={picked === selection}
            aria-label={t.pickLabel(match, t.selection[selection]!, fixture.odds[selection].toFixed(2))}
            data-testid={`odds-${selection}`}
            disabled={seconds <= 0}
            onClick={() => onPick(selection)}
          >
            <span className="odds-button__label">{t.short[selection]}</span>
            <span className="odds-button__price numeric">{fixture.odds[selection].toFixed(2)}</span>
          </button>
        ))}
      </div>
    </li>
  );
}

function BetSlip(props: {
  pick: Choice | null;
  session: Session | null;
  balance: string | null;
  guest: boolean;
  onClear: () => void;
  onPlaced: (balance: string) => void;
}) {
  const { pick, session, balance, guest, onClear, onPlaced } = props;
  const limits = useMemo(
    () =>
      session
        ? {
            min: toMinor(session.minBet, session.decimals) ?? 0n,
            max: toMinor(session.maxBet, session.decimals) ?? 0n,
            decimals: session.decimals,
            currency: session.currency,
          }
        : null,
    [session],
  );
  const [stake, setStake] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  useEffect(() => {
    if (limits && stake === '') setStake(defaultBet(limits));
  }, [limits, stake]);
  useEffect(() => {
    if (pick) setMessage((current) => (current?.kind === 'ok' ? null : current));
  }, [pick]);

  const balanceMinor = balance && limits ? toMinor(balance, limits.decimals) : null;
  const check = limits ? checkBet(stake, limits, balanceMinor) : null;
  const odds = pick ? pick.fixture.odds[pick.selection] : null;
  const potential =
    check?.ok && odds !== null && limits
      ? fromMinor((check.minor * BigInt(Math.round(odds * 100))) / 100n, limits.decimals)
      : null;

  async function place() {
    if (!pick || !session || !check?.ok) return;
    setBusy(true);
    setMessage(null);
    try {
      const placed = await placeSportsbookBet(session.token, {
        fixtureId: pick.fixture.id,
        selection: pick.selection,
        amount: stake.trim(),
      });
      setMessage({ kind: 'ok', text: t.placed });
      onPlaced(placed.balance);
    } catch (error) {
      const text =
        error instanceof StudioApiError
          ? (Object.values(error.fields)[0]?.[0] ?? error.message)
          : texts.errors.network;
      setMessage({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel bet-slip" aria-labelledby="sb-slip" data-testid="bet-slip">
      <h2 id="sb-slip">{t.slip}</h2>
      {pick ? (
        <div className="bet-slip__pick">
          <p>
            <strong>{t.selection[pick.selection]}</strong>{' '}
            <span className="numeric">@ {pick.fixture.odds[pick.selection].toFixed(2)}</span>
          </p>
          <p className="muted">
            {pick.fixture.home} – {pick.fixture.away}
          </p>
          <button type="button" className="button button--ghost bet-slip__clear" onClick={onClear}>
            {t.clear}
          </button>
        </div>
      ) : (
        <p className="muted">{t.slipEmpty}</p>
      )}
      {guest ? (
        <>
          <p className="muted">{t.guestNote}</p>
          <button
            type="button"
            className="button button--primary"
            data-testid="sportsbook-sign-in"
            onClick={() => tellHost({ type: 'click', target: 'loginButton' })}
          >
            {t.signIn}
          </button>
        </>
      ) : (
        <form
          className="bet-slip__form"
          onSubmit={(event) => {
            event.preventDefault();
            void place();
          }}
        >
          <label className="field">
            <span>
              {t.stake}
              {session ? ` (${session.currency})` : ''}
            </span>
            <input
              inputMode="decimal"
              autoComplete="off"
              value={stake}
              data-testid="stake"
              onChange={(event) => setStake(event.target.value)}
            />
          </label>
          {pick && check && !check.ok ? <p className="muted">{check.message}</p> : null}
          {potential && session ? (
            <p>
              {t.potentialWin}:{' '}
              <strong className="numeric" data-testid="potential-win">
                {formatMoney(potential, session.currency, session.decimals)}
              </strong>
            </p>
          ) : null}
          <button
            type="submit"
            className="button button--play"
            data-testid="place-bet"
            disabled={!pick || !session || !check?.ok || busy}
          >
            {busy ? t.placing : t.place}
          </button>
        </form>
      )}
      {message ? (
        <p
          className={message.kind === 'ok' ? 'positive' : 'error-message'}
          role={message.kind === 'ok' ? 'status' : 'alert'}
          data-testid="bet-slip-message"
        >
          {message.text}
        </p>
      ) : null}
    </section>
  );
}

function MyBetsPanel({
  mine,
  currency,
  decimals,
}: {
  mine: MyBets | null;
  currency: string;
  decimals: number;
}) {
  const [tab, setTab] = useState<'open' | 'settled'>('open');
  const shown = tab === 'open' ? (mine?.open ?? []) : (mine?.settled ?? []);
  const money = (amount: string) => formatMoney(amount, currency, decimals);
  return (
    <section className="panel my-bets" aria-labelledby="sb-mine" data-testid="my-bets">
      <h2 id="sb-mine">{t.myBets}</h2>
      <div className="segmented" role="tablist">
        {(['open', 'settled'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            data-testid={`my-bets-${name}`}
            onClick={() => setTab(name)}
          >
            {name === 'open' ? t.open : t.settled} (
            {(name === 'open' ? mine?.open : mine?.settled)?.length ?? 0})
          </button>
        ))}
      </div>
      {shown.length === 0 ? <p className="muted">{tab === 'open' ? t.noOpen : t.noSettled}</p> : null}
      <ul className="bet-list">
        {shown.map((bet) => (
          <li
            key={bet.id}
            className={`bet-item bet-item--${bet.status}`}
            data-testid="my-bet"
            data-status={bet.status}
          >
            <p className="bet-item__match">
              {bet.home} – {bet.away}
              {bet.score ? (
                <span className="numeric">
                  {' '}
                  {bet.score.home}:{bet.score.away}
                </span>
              ) : null}
            </p>
            <p className="muted">
              {t.selection[bet.selection]} @ <span className="numeric">{bet.odds.toFixed(2)}</span> ·{' '}
              {money(bet.amount)}
            </p>
            <p>
              <span className="badge">{t.status[bet.status]}</span>{' '}
              <span className="numeric">
                {bet.status === 'open'
                  ? `${t.potentialWin}: ${money(bet.potentialWin)}`
                  : money(bet.win ?? '0')}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Results({ results }: { results: SportsbookFixture[] }) {
  return (
    <section className="panel sportsbook__results" aria-labelledby="sb-results">
      <h2 id="sb-results">{t.results}</h2>
      {results.length === 0 ? <p className="muted">{t.noResults}</p> : null}
      <ul className="result-list">
        {results.map((fixture) => (
          <li key={fixture.id} className="result-item" data-testid="result">
            <span>{fixture.home}</span>
            <strong className="numeric">
              {fixture.score?.home}:{fixture.score?.away}
            </strong>
            <span>{fixture.away}</span>
            <span className="muted result-item__seed" title={`${t.serverSeed}: ${fixture.serverSeed ?? ''}`}>
              #{fixture.number}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
