import type { CentrifugeLike, SubscriptionLike, SubscriptionOptions } from './client.ts';

/** A stand-in for a `centrifuge` Subscription: records its state, publishes on demand. */
export class FakeSubscription implements SubscriptionLike {
  state: 'unsubscribed' | 'subscribed' = 'unsubscribed';
  /** What the next subscribe reply carries. */
  replyData: unknown;
  private readonly listeners = { publication: [], subscribed: [] } as Record<
    'publication' | 'subscribed',
    Array<(context: { data: unknown }) => void>
  >;

  constructor(readonly channel: string) {}

  on(event: 'publication' | 'subscribed', listener: (context: { data: unknown }) => void) {
    this.listeners[event].push(listener);
    return this;
  }

  subscribe() {
    this.state = 'subscribed';
    for (const listener of this.listeners.subscribed) listener({ data: this.replyData });
  }

  unsubscribe() {
    this.state = 'unsubscribed';
  }

  publish(data: unknown) {
    for (const listener of this.listeners.publication) listener({ data });
  }
}

/** A stand-in for a `centrifuge` client: connects at once, keeps a registry of subscriptions. */
export class FakeCentrifuge implements CentrifugeLike {
  state = 'disconnected';
  token: string | null = null;
  readonly calls: string[] = [];
  readonly subscriptions = new Map<string, FakeSubscription>();
  /** The data each channel's subscribe reply carries. */
  readonly replies = new Map<string, unknown>();
  private readonly stateListeners: Array<(context: { newState: string }) => void> = [];

  on(_event: 'state', listener: (context: { newState: string }) => void) {
    this.stateListeners.push(listener);
    return this;
  }

  connect() {
    this.calls.push('connect');
    this.setState('connecting');
  }

  disconnect() {
    this.calls.push('disconnect');
    this.setState('disconnected');
  }

  setToken(token: string) {
    this.calls.push(`setToken(${token})`);
    this.token = token;
  }

  /** The token getter each channel was subscribed with. */
  readonly tokenGetters = new Map<string, () => Promise<string>>();

  newSubscription(channel: string, options?: SubscriptionOptions) {
    if (this.subscriptions.has(channel)) throw new Error(`Duplicate subscription to ${channel}`);
    if (options?.getToken) this.tokenGetters.set(channel, options.getToken);
    const subscription = new FakeSubscription(channel);
    subscription.replyData = this.replies.get(channel);
    this.subscriptions.set(channel, subscription);
    return subscription;
  }

  getSubscription(channel: string) {
    return this.subscriptions.get(channel) ?? null;
  }

  removeSubscription(subscription: SubscriptionLike | null) {
    if (subscription) this.subscriptions.delete(subscription.channel);
  }

  /** Channels with a live subscription, sorted. */
  subscribed(): string[] {
    return [...this.subscriptions.values()]
      .filter((subscription) => subscription.state === 'subscribed')
      .map((subscription) => subscription.channel)
      .sort();
  }

  setState(state: string) {
    this.state = state;
    for (const listener of this.stateListeners) listener({ newState: state });
  }

  publish(channel: string, data: unknown) {
    this.subscriptions.get(channel)?.publish(data);
  }
}
