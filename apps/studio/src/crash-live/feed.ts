import type { CrashLiveMessage, CrashState } from '@casino/contracts';
import type { WebSocket } from '@fastify/websocket';
import type { CrashBetView } from './views.ts';

/** Where the feed reads what it sends: the database, the one truth every node shares. */
export type FeedSource = {
  state(): Promise<CrashState | null>;
  bets(roundId: string): Promise<CrashBetView[]>;
};

export type FeedLog = { warn(details: object, message: string): void };

/**
 * The crash websockets of this node. Sends the whole state on connect and at each phase change, the
 * bets when they change. Changes made on this node are pushed at once; changes made elsewhere (another
 * node took the bet, or runs the loop) are picked up by polling the database while anyone watches.
 * What was last sent is remembered, so a push and a poll never send the same thing twice.
 */
export class CrashFeed {
  private readonly sockets = new Set<WebSocket>();
  private sent: { roundId: string; phase: string; bets: string } | null = null;
  private poller: NodeJS.Timeout | null = null;
  private polling = false;
  /** Polls keep failing while the database is away: logged once, not every poll. */
  private pollFailing = false;

  constructor(
    private readonly source: FeedSource,
    private readonly pollMs: number,
    private readonly log: FeedLog,
  ) {}

  get watchers(): number {
    return this.sockets.size;
  }

  async add(socket: WebSocket): Promise<void> {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => this.sockets.delete(socket));
    const state = await this.source.state();
    if (state) this.sendTo(socket, { type: 'state', state });
    this.startPolling();
  }

  /** The round changed phase (or a new one opened): everyone gets the whole state. */
  async publishState(): Promise<void> {
    if (this.sockets.size === 0) return;
    const state = await this.source.state();
    if (!state) return;
    this.remember(state.roundId, state.phase, state.bets);
    this.broadcast({ type: 'state', state });
  }

  /** Bets of the round changed: placed, cashed out, settled. */
  async publishBets(roundId: string): Promise<void> {
    if (this.sockets.size === 0) return;
    const bets = await this.source.bets(roundId);
    const serialised = JSON.stringify(bets);
    if (this.sent?.roundId === roundId && this.sent.bets === serialised) return;
    if (this.sent?.roundId === roundId) this.sent.bets = serialised;
    this.broadcast({ type: 'bets', roundId, bets });
  }

  close(): void {
    this.stopPolling();
    for (const socket of this.sockets) socket.close(1001, 'server shutting down');
    this.sockets.clear();
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const state = await this.source.state();
      this.pollFailing = false;
      if (!state) return;
      if (state.roundId !== this.sent?.roundId || state.phase !== this.sent.phase) {
        this.remember(state.roundId, state.phase, state.bets);
        this.broadcast({ type: 'state', state });
      } else if (JSON.stringify(state.bets) !== this.sent.bets) {
        this.sent.bets = JSON.stringify(state.bets);
        this.broadcast({ type: 'bets', roundId: state.roundId, bets: state.bets });
      }
    } catch (error) {
      if (!this.pollFailing) this.log.warn({ err: error }, 'crash feed could not read the round');
      this.pollFailing = true;
    } finally {
      this.polling = false;
    }
  }

  private startPolling(): void {
    if (this.poller) return;
    this.poller = setInterval(() => {
      if (this.sockets.size === 0) this.stopPolling();
      else void this.poll();
    }, this.pollMs);
    this.poller.unref();
  }

  private stopPolling(): void {
    if (this.poller) clearInterval(this.poller);
    this.poller = null;
  }

  private remember(roundId: string, phase: string, bets: CrashBetView[]): void {
    this.sent = { roundId, phase, bets: JSON.stringify(bets) };
  }

  private broadcast(message: CrashLiveMessage): void {
    const text = JSON.stringify(message);
    for (const socket of this.sockets) this.sendText(socket, text);
  }

  private sendTo(socket: WebSocket, message: CrashLiveMessage): void {
    this.sendText(socket, JSON.stringify(message));
  }

  private sendText(socket: WebSocket, text: string): void {
    if (socket.readyState === socket.OPEN) socket.send(text);
  }
}
