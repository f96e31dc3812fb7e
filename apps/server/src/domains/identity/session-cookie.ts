import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from './authentication.ts';

const ONE_YEAR_SECONDS = 31_536_000;

/** Scripts never read it (HttpOnly); the real client ignores it and keeps using its Bearer token. */
const cookieOptions = (reply: FastifyReply) =>
  ({
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: new URL(reply.server.env.PUBLIC_URL).protocol === 'https:',
  }) as const;

/** Every answer that issues an access token also puts it in the session cookie server-side rendering reads. */
export function setSessionCookie(reply: FastifyReply, accessToken: string) {
  reply.setCookie(SESSION_COOKIE, accessToken, { ...cookieOptions(reply), maxAge: ONE_YEAR_SECONDS });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(reply));
}
