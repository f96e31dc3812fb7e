import { randomUUID } from 'node:crypto';
import { channelOwner, hasChannelHistory, isTokenChannel } from '@casino/contracts';
import type { WebSocket } from 'ws';
import type { ChannelHistory } from './history.ts';
import type { Hub, HubClient } from './hub.ts';
import {
  CLIENT_METHODS,
  type Command,
  type Disconnect,
  DisconnectCodes,
  decodeFrame,
  disconnectPush,
  ErrorCodes,
  encodeFrame,
  type ProtocolError,
  unsubscribePush,
} from './protocol.ts';

/** Who a token stands for: a player (user = player id) until `expiresAt` (ms), or nobody (guest). */
/** `session`: the sign-in session behind the token, so closing that session can drop just its sockets. */
export type Identity = { user: string; expiresAt: number | null; session?: string };
export type Authenticator = (token: string) => Promise<Identity | 'expired' | 'invalid'>;

export type ConnectionOptions = {
  hub: Hub;
  authenticate: Authenticator;
  pingSeconds: number;
  pongTimeoutMs: number;
  connectTimeoutMs: number;
  version: string;
  /** Recent publications of the channels that keep them. */
  history: ChannelHistory;
  /** Extra data of a subscribe reply (the current online count for global:online). */
  subscribeData: (channel: string) => unknown;
  /** Whether a subscription token opens a token-only channel (the chat's) for this connection's user. */
  verifySubscription: (token: string, user: string, channel: string) => Promise<boolean>;
  onError: (error: unknown) => void;
};

type Reply = Record<string, unknown>;

/** One websocket speaking the Centrifugo client protocol (JSON). */
export class Connection implements HubClient {
  readonly id = randomUUID();
  user = '';
  session = '';
  readonly channels = new Set<string>();
  private state: 'new' | 'connected' | 'closed' = 'new';
  private expiresAt: number | null = null;
  private timers: Partial<Record<'connect' | 'ping' | 'pong' | 'expire', NodeJS.Timeout>> = {};
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: WebSocket,
    private readonly options: ConnectionOptions,
  ) {
    this.timers.connect = setTimeout(() => this.disconnect(DisconnectCodes.stale), options.connectTimeoutMs);
    socket.on('message', (data) => {
      // Frames are handled in order: a subscribe right behind its connect waits for the token check.
      this.queue = this.queue.then(() => this.handleFrame(data.toString())).catch(options.onError);
    });
    socket.on('close', () => this.closed());
    socket.on('error', () => this.closed());
  }

  sendRaw(frame: string) {
    if (this.state !== 'closed') this.socket.send(frame);
  }

  serverUnsubscribe(channel: string, unsubscribe: Disconnect) {
    if (!this.channels.delete(channel)) return;
    this.options.hub.unsubscribed(this, channel);
    this.sendRaw(unsubscribePush(channel, unsubscribe));
  }

  /** Tells the client why (a push it acts on) and closes with the same code: 35xx/45xx mean do not reconnect. */
  disconnect(disconnect: Disconnect) {
    if (this.state === 'closed') return;
    this.sendRaw(disconnectPush(disconnect));
    this.socket.close(disconnect.code, disconnect.reason);
    this.closed();
  }

  private closed() {
    if (this.state === 'closed') return;
    this.state = 'closed';
    for (const timer of Object.values(this.timers)) clearTimeout(timer);
    this.options.hub.remove(this);
  }

  private async handleFrame(text: string) {
    const commands = decodeFrame(text);
    if (!commands) return this.disconnect(DisconnectCodes.badRequest);
    const replies: Reply[] = [];
    for (const command of commands) {
      if (this.state === 'closed') return;
      const reply = await this.handleCommand(command);
      if (reply) replies.push(reply);
    }
    if (replies.length > 0) this.sendRaw(encodeFrame(replies));
  }

  private async handleCommand(command: Command): Promise<Reply | null> {
    const method = CLIENT_METHODS.find((name) => name in command);
    if (!method) return this.pong();
    if (!command.id) {
      // Only `send` (an async message) goes without an id; we have no use for it.
      if (method !== 'send') this.disconnect(DisconnectCodes.badRequest);
      return null;
    }
    if (method === 'connect') return this.connect(command.id, command.connect?.token);
    if (this.state !== 'connected') {
      this.disconnect(DisconnectCodes.badRequest);
      return null;
    }
    switch (method) {
      case 'subscribe':
        return this.subscribe(command.id, command.subscribe?.channel, command.subscribe?.token);
      case 'unsubscribe':
        return this.unsubscribe(command.id, command.unsubscribe?.channel);
      case 'presence_stats':
        return this.presenceStats(command.id, command.presence_stats?.channel);
      case 'refresh':
        return this.refresh(command.id, command.refresh?.token);
      case 'publish':
        return error(command.id, ErrorCodes.permissionDenied);
      case 'history':
        return this.history(command.id, command.history);
      case 'presence':
        return error(command.id, ErrorCodes.notAvailable);
      default:
        return error(command.id, ErrorCodes.methodNotFound);
    }
  }

  private pong() {
    clearTimeout(this.timers.pong);
    delete this.timers.pong;
    return null;
  }

  private async connect(id: number, token: string | undefined): Promise<Reply | null> {
    if (this.state !== 'new') {
      this.disconnect(DisconnectCodes.badRequest);
      return null;
    }
    const identity = token ? await this.options.authenticate(token) : { user: '', expiresAt: null };
    if (this.state !== 'new') return null;
    // An expired token is an error reply: the client gets a new one through getToken and reconnects.
    if (identity === 'expired') return error(id, ErrorCodes.tokenExpired);
    if (identity === 'invalid') {
      this.disconnect(DisconnectCodes.invalidToken);
      return null;
    }
    clearTimeout(this.timers.connect);
    this.state = 'connected';
    this.user = identity.user;
    this.session = identity.session ?? '';
    this.options.hub.add(this);
    this.setExpiry(identity.expiresAt);
    this.schedulePing();
    return {
      id,
      connect: {
        client: this.id,
        version: this.options.version,
        ping: this.options.pingSeconds,
        pong: true,
        ...this.expiryFields(),
      },
    };
  }

  private async refresh(id: number, token: string | undefined): Promise<Reply | null> {
    const identity = token ? await this.options.authenticate(token) : 'invalid';
    if (identity === 'expired') return error(id, ErrorCodes.tokenExpired);
    if (identity === 'invalid' || identity.user !== this.user) {
      this.disconnect(DisconnectCodes.invalidToken);
      return null;
    }
    this.setExpiry(identity.expiresAt);
    return { id, refresh: { client: this.id, version: this.options.version, ...this.expiryFields() } };
  }

  private async subscribe(
    id: number,
    channel: string | undefined,
    token: string | undefined,
  ): Promise<Reply> {
    const refused =
      channel && isTokenChannel(channel) ? await this.checkToken(channel, token) : this.checkChannel(channel);
    if (refused) return error(id, refused);
    const name = channel as string;
    if (this.channels.has(name)) return error(id, ErrorCodes.alreadySubscribed);
    this.channels.add(name);
    this.options.hub.subscribed(this, name);
    const data = this.options.subscribeData(name);
    return { id, subscribe: data === undefined ? {} : { data } };
  }

  private unsubscribe(id: number, channel: string | undefined): Reply {
    if (channel && this.channels.delete(channel)) this.options.hub.unsubscribed(this, channel);
    return { id, unsubscribe: {} };
  }

  /** Anyone who may subscribe may read a channel's history; only some channels keep one. */
  private async history(id: number, request: Command['history']): Promise<Reply> {
    const refused = this.checkChannel(request?.channel);
    if (refused) return error(id, refused);
    const channel = request?.channel as string;
    if (!hasChannelHistory(channel)) return error(id, ErrorCodes.notAvailable);
    const limit = typeof request?.limit === 'number' ? request.limit : 0;
    return { id, history: await this.options.history.read(channel, limit, request?.reverse === true) };
  }

  private presenceStats(id: number, channel: string | undefined): Reply {
    const refused = this.checkChannel(channel);
    if (refused) return error(id, refused);
    return { id, presence_stats: this.options.hub.presenceStats(channel as string) };
  }

  /** A token-only channel opens with a subscription token for it and this connection's user. */
  private async checkToken(channel: string, token: string | undefined): Promise<ProtocolError | null> {
    if (!token) return ErrorCodes.permissionDenied;
    return (await this.options.verifySubscription(token, this.user, channel))
      ? null
      : ErrorCodes.permissionDenied;
  }

  /**
   * A `name#profileId` channel is the player's own; public channels are everybody's; token-only
   * channels are refused here (history and presence carry no token).
   */
  private checkChannel(channel: string | undefined): ProtocolError | null {
    if (!channel) return ErrorCodes.badRequest;
    if (isTokenChannel(channel)) return ErrorCodes.permissionDenied;
    const owner = channelOwner(channel);
    if (owner === undefined) return ErrorCodes.unknownChannel;
    if (owner !== null && owner !== this.user) return ErrorCodes.permissionDenied;
    return null;
  }

  /** Pings `{}` every interval; the client answers `{}` (pong: true), or is dropped with 3012. */
  private schedulePing() {
    this.timers.ping = setTimeout(() => {
      if (this.state !== 'connected') return;
      this.sendRaw('{}');
      if (!this.timers.pong)
        this.timers.pong = setTimeout(
          () => this.disconnect(DisconnectCodes.noPong),
          this.options.pongTimeoutMs,
        );
      this.schedulePing();
    }, this.options.pingSeconds * 1000);
  }

  private setExpiry(expiresAt: number | null) {
    this.expiresAt = expiresAt;
    clearTimeout(this.timers.expire);
    if (expiresAt === null) return;
    // The client refreshes before `ttl` runs out; one that did not reconnects and gets a new token.
    this.timers.expire = setTimeout(
      () => this.disconnect(DisconnectCodes.expired),
      Math.max(0, expiresAt - Date.now()) + EXPIRY_GRACE_MS,
    );
  }

  private expiryFields() {
    if (this.expiresAt === null) return {};
    return { expires: true, ttl: Math.max(1, Math.floor((this.expiresAt - Date.now()) / 1000)) };
  }
}

const EXPIRY_GRACE_MS = 5_000;

const error = (id: number, protocolError: ProtocolError): Reply => ({ id, error: protocolError });
