export type RealtimeState = 'disconnected' | 'connecting' | 'connected';
export type PublicationHandler = (data: unknown) => void;

/** The part of a `centrifuge` Subscription this client uses (a fake one stands in for tests). */
export type SubscriptionLike = {
  readonly channel: string;
  on(event: 'publication', listener: (context: { data: unknown }) => void): unknown;
  on(event: 'subscribed', listener: (context: { data?: unknown }) => void): unknown;
  subscribe(): void;
  unsubscribe(): void;
};

/** A channel subscribed with a subscription token (the chat's) asks for one with `getToken`. */
export type SubscriptionOptions = { getToken?: () => Promise<string> };

/** The part of a `centrifuge` client this client uses (a fake one stands in for tests). */
export type CentrifugeLike = {
  readonly state: string;
  on(event: 'state', listener: (context: { newState: string }) => void): unknown;
  connect(): void;
  disconnect(): void;
  setToken(token: string): void;
  newSubscription(channel: string, options?: SubscriptionOptions): SubscriptionLike;
  getSubscription(channel: string): SubscriptionLike | null;
  removeSubscription(subscription: SubscriptionLike | null): void;
};

/** The client's own state name, anything unknown counting as disconnected. */
export function toRealtimeState(state: string): RealtimeState {
  return state === 'connecting' || state === 'connected' ? state : 'disconnected';
}

/** The channels held whatever is listened to, for who is connected (null: nobody signed in). */
export type BaseChannels = (identity: string | null) => string[];

/**
 * One realtime connection per tab (the player site's and the back office's): the base channels of
 * who is connected, the channels features listen to, and the handlers of each channel. A change of
 * identity reconnects (the connection token says who is connected) and swaps the base channels.
 */
export class RealtimeClient {
  private profileId: string | null = null;
  private started = false;
  private readonly handlers = new Map<string, Set<PublicationHandler>>();
  private readonly replies = new Map<string, unknown>();
  private readonly tokenGetters = new Map<string, () => Promise<string>>();
  private readonly stateListeners = new Set<(state: RealtimeState) => void>();

  constructor(
    private readonly centrifuge: CentrifugeLike,
    private readonly baseChannels: BaseChannels = () => [],
  ) {
    centrifuge.on('state', ({ newState }) => this.emitState(toRealtimeState(newState)));
  }

  get state(): RealtimeState {
    return toRealtimeState(this.centrifuge.state);
  }

  get player(): string | null {
    return this.profileId;
  }

  /** Connects as the given player (null for a guest) and subscribes the base channels. */
  start(profileId: string | null) {
    this.profileId = profileId;
    this.started = true;
    for (const channel of [...this.baseChannels(profileId), ...this.handlers.keys()]) this.hold(channel);
    this.centrifuge.connect();
  }

  stop() {
    this.started = false;
    this.centrifuge.disconnect();
  }

  /** Sign-in, sign-out or another player: drops the old profile channels, reconnects, subscribes the new ones. */
  setPlayer(profileId: string | null) {
    if (profileId === this.profileId) return;
    const previous = this.profileId;
    this.profileId = profileId;
    if (!this.started) return;
    for (const channel of this.baseChannels(previous)) this.release(channel);
    // A subscription token names the connection's user: the new identity needs new ones.
    for (const channel of this.tokenGetters.keys()) this.drop(channel);
    this.centrifuge.setToken('');
    this.centrifuge.disconnect();
    for (const channel of [...this.baseChannels(profileId), ...this.tokenGetters.keys()]) this.hold(channel);
    this.centrifuge.connect();
  }

  /**
   * Calls the handler with each publication on the channel until the returned function is called;
   * a channel that needs a subscription token gets it from `options.getToken`.
   */
  listen(channel: string, handler: PublicationHandler, options: SubscriptionOptions = {}): () => void {
    if (options.getToken) this.tokenGetters.set(channel, options.getToken);
    const handlers = this.handlers.get(channel) ?? new Set<PublicationHandler>();
    this.handlers.set(channel, handlers);
    handlers.add(handler);
    if (this.started) this.hold(channel);
    // A listener arriving after the subscribe reply still gets the value it carried.
    if (this.replies.has(channel)) handler(this.replies.get(channel));
    return () => {
      handlers.delete(handler);
      if (handlers.size === 0) this.handlers.delete(channel);
      if (this.started) this.release(channel);
      if (!this.handlers.has(channel)) this.tokenGetters.delete(channel);
    };
  }

  onState(listener: (state: RealtimeState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  private isWanted(channel: string): boolean {
    return this.handlers.has(channel) || this.baseChannels(this.profileId).includes(channel);
  }

  private hold(channel: string) {
    if (this.centrifuge.getSubscription(channel)) return;
    const getToken = this.tokenGetters.get(channel);
    const subscription = this.centrifuge.newSubscription(channel, getToken ? { getToken } : undefined);
    subscription.on('publication', ({ data }) => this.dispatch(channel, data));
    // A subscribe reply may carry the channel's current value (global:online sends the count at once).
    subscription.on('subscribed', ({ data }) => {
      if (data === undefined) return;
      this.replies.set(channel, data);
      this.dispatch(channel, data);
    });
    subscription.subscribe();
  }

  private release(channel: string) {
    if (!this.isWanted(channel)) this.drop(channel);
  }

  private drop(channel: string) {
    const subscription = this.centrifuge.getSubscription(channel);
    if (!subscription) return;
    subscription.unsubscribe();
    this.centrifuge.removeSubscription(subscription);
    this.replies.delete(channel);
  }

  private dispatch(channel: string, data: unknown) {
    for (const handler of this.handlers.get(channel) ?? []) handler(data);
  }

  private emitState(state: RealtimeState) {
    for (const listener of this.stateListeners) listener(state);
  }
}
