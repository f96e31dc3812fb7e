import type { BrokerMessage } from './broker.ts';
import { type Disconnect, publicationPush } from './protocol.ts';

/** What the hub needs of a connection. */
export interface HubClient {
  readonly user: string;
  readonly session: string;
  readonly channels: ReadonlySet<string>;
  sendRaw(frame: string): void;
  serverUnsubscribe(channel: string, unsubscribe: Disconnect): void;
  disconnect(disconnect: Disconnect): void;
}

/** The connections of this node, indexed by channel and by player, and the fan-out to them. */
export class Hub {
  readonly clients = new Set<HubClient>();
  private readonly byChannel = new Map<string, Set<HubClient>>();
  private readonly byUser = new Map<string, Set<HubClient>>();

  add(client: HubClient) {
    this.clients.add(client);
    if (client.user) addTo(this.byUser, client.user, client);
  }

  remove(client: HubClient) {
    this.clients.delete(client);
    if (client.user) removeFrom(this.byUser, client.user, client);
    for (const channel of client.channels) removeFrom(this.byChannel, channel, client);
  }

  subscribed(client: HubClient, channel: string) {
    addTo(this.byChannel, channel, client);
  }

  unsubscribed(client: HubClient, channel: string) {
    removeFrom(this.byChannel, channel, client);
  }

  presenceStats(channel: string) {
    const subscribers = this.byChannel.get(channel) ?? new Set();
    const users = new Set([...subscribers].map((client) => client.user).filter(Boolean));
    return { num_clients: subscribers.size, num_users: users.size };
  }

  /** Fan-out to this node's subscribers only: the frame is encoded once for all of them. */
  publishLocal(channel: string, data: unknown) {
    const subscribers = this.byChannel.get(channel);
    if (!subscribers || subscribers.size === 0) return;
    const frame = publicationPush(channel, data);
    for (const client of subscribers) client.sendRaw(frame);
  }

  deliver(message: BrokerMessage) {
    if (message.kind === 'pub') return this.publishLocal(message.channel, message.data);
    const clients = [...(this.byUser.get(message.user) ?? [])];
    for (const client of clients) {
      if (message.kind === 'disconnect') {
        if (!message.session || client.session === message.session) client.disconnect(message.disconnect);
      } else if (client.channels.has(message.channel))
        client.serverUnsubscribe(message.channel, message.unsubscribe);
    }
  }
}

function addTo<T>(index: Map<string, Set<T>>, key: string, value: T) {
  const set = index.get(key);
  if (set) set.add(value);
  else index.set(key, new Set([value]));
}

function removeFrom<T>(index: Map<string, Set<T>>, key: string, value: T) {
  const set = index.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) index.delete(key);
}
