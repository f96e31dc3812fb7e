import { ErrorCode, hasPermission, type StaffRole } from '@casino/contracts';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../plugins/errors.ts';
import type { AuditChange } from '../audit/chain.ts';
import { listStaff } from '../staff/members.ts';
import { lockConversation, updateConversation } from './conversations.ts';
import { publishConversation } from './events.ts';
import { onlineAgentIds } from './presence.ts';
import { type ChatConversationRow, chatConversations } from './tables.ts';
import { conversationView, staffConversationView } from './views.ts';

/** The staff member at the console. */
export type Agent = { id: string; name: string; role: StaffRole };

export const conversationTarget = (id: string) => ({ type: 'chat_conversation', id });

export async function staffConversation(db: Db, id: string): Promise<ChatConversationRow> {
  if (!isUuid(id)) throw AppError.notFound('No such conversation.');
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  if (!row) throw AppError.notFound('No such conversation.');
  return row;
}

/** Waiting conversations oldest first, and the caller's open ones. */
export async function queueOf(db: Db, agentId: string) {
  const [waiting, mine] = await Promise.all([
    db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.status, 'waiting'))
      .orderBy(asc(chatConversations.createdAt))
      .limit(200),
    db
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.status, 'assigned'), eq(chatConversations.assignedStaffId, agentId)))
      .orderBy(asc(chatConversations.createdAt)),
  ]);
  return { waiting, mine };
}

export async function listConversations(
  db: Db,
  agentId: string,
  query: {
    status?: ChatConversationRow['status'];
    assignee?: string;
    playerId?: string;
    page: number;
    perPage: number;
  },
) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(chatConversations.status, query.status));
  const assignee = query.assignee === 'me' ? agentId : query.assignee;
  if (assignee) {
    if (!isUuid(assignee)) return { rows: [], total: 0 };
    conditions.push(eq(chatConversations.assignedStaffId, assignee));
  }
  if (query.playerId) {
    if (!isUuid(query.playerId)) return { rows: [], total: 0 };
    conditions.push(eq(chatConversations.playerId, query.playerId));
  }
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(chatConversations).where(where);
  const rows = await db
    .select()
    .from(chatConversations)
    .where(where)
    .orderBy(desc(chatConversations.createdAt))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { rows, total: total?.n ?? 0 };
}

type Change = { row: ChatConversationRow; audit: AuditChange };

async function announce(tx: Db, row: ChatConversationRow) {
  await publishConversation(tx, await conversationView(tx, row), await staffConversationView(tx, row));
}

/**
 * Assigns a waiting conversation to the agent. A conditional update: of two agents taking at once
 * exactly one changes the row; the other is told 409. Taking one's own again changes nothing.
 */
export async function takeConversation(tx: Db, id: string, agent: Agent): Promise<Change> {
  const before = await staffConversation(tx, id);
  const [taken] = await tx
    .update(chatConversations)
    .set({ status: 'assigned', assignedStaffId: agent.id })
    .where(and(eq(chatConversations.id, before.id), eq(chatConversations.status, 'waiting')))
    .returning();
  if (!taken) {
    const now = await staffConversation(tx, id);
    if (now.status === 'assigned' && now.assignedStaffId === agent.id)
      return {
        row: now,
        audit: { action: 'chat.take', target: conversationTarget(id), after: { assignedStaffId: agent.id } },
      };
    throw new AppError(ErrorCode.conflict, 'Someone else has this conversation, or it is closed.');
  }
  await announce(tx, taken);
  return {
    row: taken,
    audit: {
      action: 'chat.take',
      target: conversationTarget(id),
      before: { status: 'waiting' },
      after: { assignedStaffId: agent.id },
    },
  };
}

/** Hands an open conversation to another agent who may answer; someone else's needs chat.manage. */
export async function transferConversation(
  tx: Db,
  id: string,
  agent: Agent,
  toStaffId: string,
): Promise<Change> {
  const row = await lockConversation(tx, id);
  if (row.status === 'closed') throw new AppError(ErrorCode.conflict, 'The conversation is closed.');
  if (row.assignedStaffId !== agent.id && !hasPermission(agent.role, 'chat.manage'))
    throw AppError.forbidden('Only chat.manage moves another agent’s conversation.');
  const target = (await listStaff(tx)).find((member) => member.id === toStaffId);
  if (target?.status !== 'active' || !hasPermission(target.role, 'chat.reply'))
    throw AppError.validation([{ field: 'staffId', rule: 'in' }]);
  const moved = await updateConversation(tx, id, { status: 'assigned', assignedStaffId: target.id });
  await announce(tx, moved);
  return {
    row: moved,
    audit: {
      action: 'chat.transfer',
      target: conversationTarget(id),
      before: { assignedStaffId: row.assignedStaffId },
      after: { assignedStaffId: target.id },
    },
  };
}

/** Staff who may answer, whether online, and how many open conversations each has. */
export async function chatAgents(db: Db, now: Date) {
  const [members, online, open] = await Promise.all([
    listStaff(db),
    onlineAgentIds(db, now),
    db
      .select({ staffId: chatConversations.assignedStaffId, n: count() })
      .from(chatConversations)
      .where(eq(chatConversations.status, 'assigned'))
      .groupBy(chatConversations.assignedStaffId),
  ]);
  return members
    .filter((member) => member.status === 'active' && hasPermission(member.role, 'chat.reply'))
    .map((member) => ({
      staffId: member.id,
      name: member.name,
      online: online.has(member.id),
      openConversations: open.find((item) => item.staffId === member.id)?.n ?? 0,
    }));
}
