import { isTokenExpiring } from './token.ts';
import type { TokenStorage } from './token-storage.ts';

/** A parallel refresh waits for the first one: up to 10 polls, half a second apart (spec section 7). */
export const REFRESH_POLL_INTERVAL_MS = 500;
export const REFRESH_POLL_ATTEMPTS = 10;

export type SessionEndReason = 'logout' | 'unauthorized' | 'refresh-failed';
export type SessionEvent = { type: 'token'; token: string } | { type: 'ended'; reason: SessionEndReason };

export type SessionClientOptions = {
  storage: TokenStorage;
  /** Trades a token for a fresh one (POST /api/player/sessions/refresh); throws when refused. */
  refresh: (token: string) => Promise<string>;
  /** Ends the session on the server (POST /api/player/sessions/logout); failures are ignored. */
  logout?: (token: string) => Promise<void>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The browser's session: the token in storage, refreshed shortly before it expires (one refresh at a
 * time), and an event when the session starts, changes or ends.
 */
export class SessionClient {
  private refreshing = false;
  private closedToken: string | null = null;
  private readonly listeners = new Set<(event: SessionEvent) => void>();
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: SessionClientOptions) {
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? defaultSleep;
  }

  get token(): string | null {
    return this.options.storage.read();
  }

  get isRefreshing(): boolean {
    return this.refreshing;
  }

  subscribe(listener: (event: SessionEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stores the token of a new session (sign-in, registration, autologin, social login). */
  start(token: string) {
    this.options.storage.write(token);
    this.emit({ type: 'token', token });
  }

  /**
   * The token to send: the stored one, refreshed first when it expires within 10 seconds (or at once
   * with `force`). While a refresh runs, other callers poll until it is done and take its result. A
   * refused refresh ends the session and gives null.
   */
  async freshToken(options: { force?: boolean } = {}): Promise<string | null> {
    if (this.refreshing) return this.waitForRefresh();
    const token = this.token;
    if (!token || (!options.force && !isTokenExpiring(token, this.now()))) return token;
    this.refreshing = true;
    try {
      const next = await this.options.refresh(token);
      this.options.storage.write(next);
      this.emit({ type: 'token', token: next });
      return next;
    } catch {
      this.end('refresh-failed');
      return null;
    } finally {
      this.refreshing = false;
    }
  }

  private async waitForRefresh(): Promise<string | null> {
    for (let attempt = 0; attempt < REFRESH_POLL_ATTEMPTS && this.refreshing; attempt++) {
      await this.sleep(REFRESH_POLL_INTERVAL_MS);
    }
    return this.token;
  }

  /**
   * Clears the token and tells the listeners, then ends the session on the server: an answer still on
   * its way for the old token (a 401 once the server has closed it) no longer ends anything.
   */
  async logout(): Promise<void> {
    const token = this.token;
    this.end('logout');
    if (token && this.options.logout) await this.options.logout(token).catch(() => undefined);
  }

  /**
   * The server has closed the current session itself (a self-exclusion): until the client signs out,
   * a 401 or 403 to its token is expected and ends nothing (sessionFetcher).
   */
  closedByServer() {
    this.closedToken = this.token;
  }

  /**
   * A 401 or 403 to a call made with `token`: ends the session when that token is still the current
   * one. An answer to a session already signed out or replaced, or one the server closed itself while
   * the client signs out (closedByServer), ends nothing.
   */
  refused(token: string | null) {
    const closed = token !== null && token === this.closedToken;
    if (token === this.token && !closed) this.end('unauthorized');
  }

  /** Drops the token (a 401 or 403 answer, a failed refresh, a sign-out). */
  end(reason: SessionEndReason) {
    this.options.storage.clear();
    this.emit({ type: 'ended', reason });
  }

  /** Forgets a token the server no longer accepts, without telling anyone (a stale token found at start). */
  discard() {
    this.options.storage.clear();
  }

  private emit(event: SessionEvent) {
    for (const listener of this.listeners) listener(event);
  }
}
