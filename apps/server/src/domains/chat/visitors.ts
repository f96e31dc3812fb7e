import { createHash, randomBytes } from 'node:crypto';
import { CHAT_GUEST_COOKIE, ErrorCode } from '@casino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { chatSettings } from '../settings/changes.ts';

/**
 * Who is on the visitor's side of a conversation: a signed-in player (their conversations follow
 * them to any device), or a guest whose only key is the conversation credential in the chat-guest
 * cookie (stored as its hash).
 */
export type Visitor =
  | { kind: 'player'; playerId: string; credentialHash?: string | null }
  | { kind: 'guest'; credentialHash: string | null };

export const credentialHash = (credential: string) => createHash('sha256').update(credential).digest('hex');
export const newCredential = () => randomBytes(32).toString('base64url');

const CREDENTIAL = /^[A-Za-z0-9_-]{43}$/;

/** A player may still carry the cookie of the conversation they began as a guest (see claimGuestConversation). */
export function visitorOf(request: FastifyRequest): Visitor {
  const cookie = request.cookies[CHAT_GUEST_COOKIE];
  const hash = cookie && CREDENTIAL.test(cookie) ? credentialHash(cookie) : null;
  if (request.player) return { kind: 'player', playerId: request.player.playerId, credentialHash: hash };
  return { kind: 'guest', credentialHash: hash };
}

/** The realtime user the visitor's connection has: the player id, '' for a guest (no token). */
export const realtimeUserOf = (visitor: Visitor) => (visitor.kind === 'player' ? visitor.playerId : '');

export function setGuestCookie(reply: FastifyReply, credential: string) {
  reply.setCookie(CHAT_GUEST_COOKIE, credential, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/api/chat',
    secure: new URL(reply.server.env.PUBLIC_URL).protocol === 'https:',
    // A guest's conversation outlives the tab: the widget finds it again for a month.
    maxAge: 30 * 86_400,
  });
}

/** 403 while the chat is off, and for a guest while guestAvailable is off. */
export async function assertMayChat(db: Db, visitor: Visitor) {
  const settings = await chatSettings(db);
  if (!settings.enabled) throw new AppError(ErrorCode.forbidden, 'The chat is closed.');
  if (visitor.kind === 'guest' && !settings.guestAvailable)
    throw new AppError(ErrorCode.forbidden, 'Sign in to chat with us.');
}
