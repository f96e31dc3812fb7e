import { randomUUID } from 'node:crypto';
import { CHANNEL_HISTORY_SIZE } from '@casino/contracts';
import type { Redis } from 'ioredis';

/** One kept publication: its place in the channel's stream and its data. */
export type HistoryEntry = { offset: number; data: unknown };
export type HistoryPage = { publications: HistoryEntry[]; offset: number; epoch: string };

/**
 * The recent publications of the channels that keep history (Centrifugo's `history` command):
 * `limit` > 0 asks for publications, else only the stream position; `reverse` gives the newest first.
 */
export interface ChannelHistory {
  append(channel: string, data: unknown): Promise<void>;
  read(channel: string, limit: number, reverse: boolean): Promise<HistoryPage>;
}

/** Newest-first entries → the page the client asked for. */
function page(newestFirst: HistoryEntry[], offset: number, epoch: string, limit: number, reverse: boolean) {
  if (limit <= 0) return { publications: [], offset, epoch };
  const publications = reverse ? newestFirst.slice(0, limit) : newestFirst.slice().reverse().slice(0, limit);
  return { publications, offset, epoch };
}

/** One node: history in this process. */
export class MemoryHistory implements ChannelHistory {
  private readonly epoch = randomUUID();
  private readonly channels = new Map<string, { offset: number; newestFirst: HistoryEntry[] }>();

  async append(channel: string, data: unknown) {
    const stream = this.channels.get(channel) ?? { offset: 0, newestFirst: [] };
    stream.offset += 1;
    stream.newestFirst.unshift({ offset: stream.offset, data });
    stream.newestFirst.length = Math.min(stream.newestFirst.length, CHANNEL_HISTORY_SIZE);
    this.channels.set(channel, stream);
  }

  async read(channel: string, limit: number, reverse: boolean) {
    const stream = this.channels.get(channel);
    return page(stream?.newestFirst ?? [], stream?.offset ?? 0, this.epoch, limit, reverse);
  }
}

/** Several nodes: one Redis list per channel (newest first) and its offset counter. */
export class RedisHistory implements ChannelHistory {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private keys(channel: string) {
    const base = `${this.prefix}:realtime:history:${channel}`;
    return { list: `${base}:list`, offset: `${base}:offset` };
  }

  async append(channel: string, data: unknown) {
    const keys = this.keys(channel);
    const offset = await this.redis.incr(keys.offset);
    await this.redis
      .multi()
      .lpush(keys.list, JSON.stringify({ offset, data }))
      .ltrim(keys.list, 0, CHANNEL_HISTORY_SIZE - 1)
      .exec();
  }

  async read(channel: string, limit: number, reverse: boolean) {
    const keys = this.keys(channel);
    const [items, offset] = await Promise.all([
      this.redis.lrange(keys.list, 0, CHANNEL_HISTORY_SIZE - 1),
      this.redis.get(keys.offset),
    ]);
    const entries = items.map((item) => JSON.parse(item) as HistoryEntry);
    return page(entries, Number(offset ?? 0), this.prefix, limit, reverse);
  }
}
