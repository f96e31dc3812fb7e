import {
  MESSAGE_RECEIVED_EVENT,
  type Message,
  MessageState,
  playerChannel,
  safeRedirectPath,
} from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { EventDispatcher } from '../events/dispatcher.ts';
import { publishEvent } from '../events/outbox.ts';
import { findPlayerById } from '../identity/players.ts';
import { listEnabledCurrencies } from '../settings/service.ts';
import { MESSAGE_LIMITS, type PlayerMessageRow, playerMessages } from './tables.ts';
import {
  checkMessageTexts,
  type MessageKind,
  type MessageParams,
  type MessageTexts,
  renderTexts,
} from './texts.ts';

export type NewMessage = {
  playerId: string;
  /**
   * Why the message is written, unique per player (the event's business id: `deposit:{invoiceId}`): a
   * redelivered event or a retried job writes the message once.
   */
  key: string;
  kind: MessageKind;
  params?: MessageParams;
  /** The page of the site the message is about: a same-origin path ('/profile/bonuses'). */
  link?: string;
  /** A same-origin path of an image. */
  image?: string;
};

/**
 * The texts the messages are written from (content/<locale>/emails.json, `messages`), registered by
 * the messenger plugin when the app is built, so that any domain can write a message with its
 * transaction alone. The last app built wins (they all read the same content).
 */
const registeredTexts: MessageTexts[] = [];

export function registerMessageTexts(texts: MessageTexts): () => void {
  checkMessageTexts(texts);
  registeredTexts.push(texts);
  return () => {
    const at = registeredTexts.indexOf(texts);
    if (at >= 0) registeredTexts.splice(at, 1);
  };
}

function currentTexts(): MessageTexts {
  const texts = registeredTexts.at(-1);
  if (!texts) throw new Error('No message texts: the messenger plugin registers them when the app is built');
  return texts;
}

/** Any origin: a path is checked as a path of the site, whichever host serves it. */
const LOCAL_ORIGIN = 'http://site.invalid';

/** The normalised same-origin path, or an error: a message never sends the player off the site. */
function sitePath(target: string, what: string): string {
  const path = safeRedirectPath(target, LOCAL_ORIGIN);
  if (!path || !target.startsWith('/') || target.startsWith('//'))
    throw new Error(`A message's ${what} must be a path of the site, not ${JSON.stringify(target)}`);
  if (path.length > MESSAGE_LIMITS.linkUrl) throw new Error(`A message's ${what} is too long`);
  return path;
}

/** At most `max` characters (whole code points), an ellipsis marking the cut. */
function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * Writes a message to the player in their language, once per `key`, in the caller's transaction, and
 * publishes message.received on messenger:notifications#{playerId} through the outbox: the push
 * leaves when the message is committed, never for one rolled back. Answers the new row, or null when
 * the key was written before (or the player does not exist).
 */
export async function createMessage(tx: Db, input: NewMessage): Promise<PlayerMessageRow | null> {
  if (input.key.length > MESSAGE_LIMITS.key) throw new Error('A message key is at most 200 characters');
  const link = input.link === undefined ? null : sitePath(input.link, 'link');
  const image = input.image === undefined ? null : sitePath(input.image, 'image');
  const player = await findPlayerById(tx, input.playerId);
  if (!player) return null;
  const texts = renderTexts(
    currentTexts(),
    { locale: player.locale, timeZone: player.timeZone },
    input.kind,
    input.params ?? {},
    await listEnabledCurrencies(tx),
  );
  const [row] = await tx
    .insert(playerMessages)
    .values({
      playerId: player.id,
      kind: input.kind,
      title: cut(texts.title, MESSAGE_LIMITS.title),
      body: cut(texts.body, MESSAGE_LIMITS.body),
      linkUrl: link,
      // A link always has a label: the page's path when the kind's texts name none.
      linkLabel: link === null ? null : cut(texts.linkLabel ?? link, MESSAGE_LIMITS.linkLabel),
      image,
      dedupeKey: input.key,
      // Each message its own instant, so that two written in one transaction keep their order.
      createdAt: sql`clock_timestamp()`,
      updatedAt: sql`clock_timestamp()`,
    })
    .onConflictDoNothing({ target: [playerMessages.playerId, playerMessages.dedupeKey] })
    .returning();
  if (!row) return null;
  await publishEvent(tx, {
    type: MESSAGE_RECEIVED_EVENT,
    payload: { messageId: row.id } satisfies MessageReceived,
    channel: playerChannel('messenger:notifications', row.playerId),
  });
  return row;
}

type MessageReceived = { messageId: string };

/** spec: Message, as the client reads it (state 1 unread, 2 read). */
export function messageView(row: PlayerMessageRow): Message {
  return {
    id: row.id,
    playerId: row.playerId,
    state: row.readAt ? MessageState.read : MessageState.unread,
    content: {
      title: row.title,
      body: row.body,
      link: row.linkUrl === null ? null : { url: row.linkUrl, label: row.linkLabel ?? row.linkUrl },
      image: row.image,
    },
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** message.received is pushed as `{ event, message }` with the message as it is at delivery; a deleted one is not pushed. */
export function renderMessagePushes(events: EventDispatcher) {
  events.render(MESSAGE_RECEIVED_EVENT, async (event, tx) => {
    const { messageId } = event.payload as MessageReceived;
    const [row] = await tx.select().from(playerMessages).where(eq(playerMessages.id, messageId));
    return row ? { message: messageView(row) } : null;
  });
}
