import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Broker, BrokerMessage } from './broker.ts';
import { RedisHistory } from './history.ts';

/** A node's count older than this many reports is taken for a node that died. */
const STALE_REPORTS = 3;

/**
 * Several nodes over Redis pub/sub: every message goes to every node, which delivers it to its own
 * connections. Online counts: one hash field per node, summed over the fresh ones.
 */
export class RedisBroker implements Broker {
  private readonly nodeId = randomUUID();
  private readonly pub: Redis;
  private readonly sub: Redis;
  private handler: (message: BrokerMessage) => void = () => {};
  readonly history: RedisHistory;

  private constructor(
    url: string,
    private readonly prefix: string,
    private readonly reportMs: number,
  ) {
    this.pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    this.sub = new Redis(url, { lazyConnect: true });
    this.history = new RedisHistory(this.pub, prefix);
    this.sub.on('message', (_channel: string, text: string) =>
      this.handler(JSON.parse(text) as BrokerMessage),
    );
  }

  /** Resolves once subscribed, so that nothing published after start is missed. */
  static async connect(url: string, prefix: string, reportMs: number) {
    const broker = new RedisBroker(url, prefix, reportMs);
    await Promise.all([broker.pub.connect(), broker.sub.connect()]);
    await broker.sub.subscribe(broker.messagesChannel);
    return broker;
  }

  private get messagesChannel() {
    return `${this.prefix}:realtime`;
  }

  private get onlineKey() {
    return `${this.prefix}:realtime:online`;
  }

  async send(message: BrokerMessage) {
    await this.pub.publish(this.messagesChannel, JSON.stringify(message));
  }

  onMessage(handler: (message: BrokerMessage) => void) {
    this.handler = handler;
  }

  async reportOnline(count: number) {
    const now = Date.now();
    const [, [, counts]] = (await this.pub
      .multi()
      .hset(this.onlineKey, this.nodeId, `${count}:${now}`)
      .hgetall(this.onlineKey)
      .exec()) as [unknown, [unknown, Record<string, string>]];
    let total = 0;
    const stale: string[] = [];
    for (const [node, value] of Object.entries(counts)) {
      const [nodeCount, at] = value.split(':').map(Number);
      if ((at ?? 0) < now - STALE_REPORTS * this.reportMs) stale.push(node);
      else total += nodeCount ?? 0;
    }
    if (stale.length > 0) await this.pub.hdel(this.onlineKey, ...stale);
    return total;
  }

  async close() {
    await this.pub.hdel(this.onlineKey, this.nodeId).catch(() => {});
    await Promise.all([this.sub.quit(), this.pub.quit()]);
  }
}
