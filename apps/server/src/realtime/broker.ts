import { type ChannelHistory, MemoryHistory } from './history.ts';
import type { Disconnect } from './protocol.ts';

/** What travels between nodes: a publication, or a server-side unsubscribe or disconnect of a player. */
export type BrokerMessage =
  | { kind: 'pub'; channel: string; data: unknown }
  | { kind: 'unsubscribe'; user: string; channel: string; unsubscribe: Disconnect }
  /** Without `session`, every connection of the player. */
  | { kind: 'disconnect'; user: string; disconnect: Disconnect; session?: string };

export interface Broker {
  send(message: BrokerMessage): Promise<void>;
  onMessage(handler: (message: BrokerMessage) => void): void;
  /** Records this node's connection count; resolves with the count over every live node. */
  reportOnline(count: number): Promise<number>;
  /** The history of the channels that keep one, shared by every node. */
  readonly history: ChannelHistory;
  close(): Promise<void>;
}

/** One node: messages go straight back to this process. */
export class MemoryBroker implements Broker {
  private handler: (message: BrokerMessage) => void = () => {};
  readonly history = new MemoryHistory();

  async send(message: BrokerMessage) {
    this.handler(message);
  }

  onMessage(handler: (message: BrokerMessage) => void) {
    this.handler = handler;
  }

  async reportOnline(count: number) {
    return count;
  }

  async close() {}
}
