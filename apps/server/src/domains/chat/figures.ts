import type { ChatFigures } from '@casino/contracts';
import { and, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { staffNamesOf } from '../staff/members.ts';
import { chatConversations, chatMessages } from './tables.ts';

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;

const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/**
 * Chat figures of the conversations started from `from` to `to` (UTC days, both included): the
 * waiting time (start → first staff message), the first reply time (the visitor's first message →
 * the first staff message), ratings, and per agent the conversations they hold and messages they sent.
 */
export async function chatFigures(db: Db, from: string, to: string): Promise<ChatFigures> {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS);
  const days = (end.getTime() - start.getTime()) / DAY_MS;
  if (days < 1) throw AppError.validation([{ field: 'to', rule: 'afterFrom' }]);
  if (days > MAX_DAYS)
    throw AppError.validation([{ field: 'to', rule: 'maxDays', params: { max: MAX_DAYS } }]);
  const inRange = and(gte(chatConversations.createdAt, start), lt(chatConversations.createdAt, end));
  const waiting = sql`extract(epoch from ${chatConversations.firstReplyAt} - ${chatConversations.createdAt})`;
  const firstReply = sql`extract(epoch from ${chatConversations.firstReplyAt} - ${chatConversations.firstMessageAt})`;
  const [totals] = await db
    .select({
      conversations: sql<number>`count(*)::int`,
      closed: sql<number>`(count(*) filter (where ${chatConversations.status} = 'closed'))::int`,
      waitingMean: sql<number | null>`avg(${waiting})::float8`,
      waitingMedian: sql<number | null>`percentile_cont(0.5) within group (order by ${waiting})::float8`,
      replyMean: sql<number | null>`avg(${firstReply})::float8`,
      replyMedian: sql<number | null>`percentile_cont(0.5) within group (order by ${firstReply})::float8`,
      averageRating: sql<number | null>`avg(${chatConversations.rating})::float8`,
      ratings: sql<number>`count(${chatConversations.rating})::int`,
    })
    .from(chatConversations)
    .where(inRange);
  const perAgent = await db
    .select({
      staffId: chatConversations.assignedStaffId,
      conversations: sql<number>`count(distinct ${chatConversations.id})::int`,
      averageRating: sql<number | null>`avg(${chatConversations.rating})::float8`,
      messages: sql<number>`(select count(*)::int from ${chatMessages} m join ${chatConversations} c on c.id = m.conversation_id
        where m.staff_id = ${chatConversations.assignedStaffId} and c.created_at >= ${start.toISOString()}::timestamptz and c.created_at < ${end.toISOString()}::timestamptz)`,
    })
    .from(chatConversations)
    .where(and(inRange, sql`${chatConversations.assignedStaffId} is not null`))
    .groupBy(chatConversations.assignedStaffId);
  const names = await staffNamesOf(
    db,
    perAgent.map((row) => row.staffId!),
  );
  return {
    from,
    to,
    conversations: totals?.conversations ?? 0,
    closed: totals?.closed ?? 0,
    waitingSeconds: {
      mean: round(totals?.waitingMean ?? null),
      median: round(totals?.waitingMedian ?? null),
    },
    firstReplySeconds: { mean: round(totals?.replyMean ?? null), median: round(totals?.replyMedian ?? null) },
    averageRating: round(totals?.averageRating ?? null),
    ratings: totals?.ratings ?? 0,
    perAgent: perAgent.map((row) => ({
      staffId: row.staffId!,
      name: names.get(row.staffId!) ?? '',
      conversations: row.conversations,
      messages: row.messages,
      averageRating: round(row.averageRating),
    })),
  };
}
