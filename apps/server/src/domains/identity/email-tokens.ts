import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { renderEmail } from '../messaging/templates.ts';
import type { IdentityContext } from './context.ts';
import type { Player } from './players.ts';
import { type EmailTokenPurpose, emailTokens } from './tables.ts';
import { hashEmailCode } from './tokens.ts';

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const EMAIL_CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const ttlOf: Record<EmailTokenPurpose, number> = {
  'password-reset': PASSWORD_RESET_TTL_MS,
  'email-confirmation': EMAIL_CONFIRMATION_TTL_MS,
};

/** A random single-use code for an e-mail link; only its hash is stored. */
export async function issueEmailToken(
  db: Db,
  input: { playerId: string; email: string; purpose: EmailTokenPurpose },
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.insert(emailTokens).values({
    playerId: input.playerId,
    email: input.email,
    purpose: input.purpose,
    tokenHash: hashEmailCode(code),
    expiresAt: new Date(Date.now() + ttlOf[input.purpose]),
  });
  return code;
}

/** Uses up a valid code in one statement (a second use finds nothing); null when unknown, used or expired. */
export async function redeemEmailToken(
  db: Db,
  code: string,
  purpose: EmailTokenPurpose,
): Promise<{ playerId: string; email: string } | null> {
  const now = new Date();
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, hashEmailCode(code)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ playerId: emailTokens.playerId, email: emailTokens.email });
  return row ?? null;
}

/** Makes the player's other open codes of a purpose unusable (after a reset, older reset links die). */
export async function revokeEmailTokens(db: Db, playerId: string, purpose: EmailTokenPurpose) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(emailTokens.playerId, playerId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)),
    );
}

const linkPaths: Record<EmailTokenPurpose, string> = {
  'password-reset': '/password/reset/',
  'email-confirmation': '/verify/',
};
const templates = { 'password-reset': 'passwordReset', 'email-confirmation': 'emailConfirmation' } as const;

/**
 * Issues a code and e-mails its link (no locale prefix) in the player's language. A delivery failure
 * is logged and reported as false: the caller decides whether that matters.
 */
export async function sendEmailLink(
  ctx: IdentityContext,
  player: Pick<Player, 'id' | 'email' | 'nickname' | 'locale'>,
  purpose: EmailTokenPurpose,
): Promise<boolean> {
  if (!player.email) return false;
  const code = await issueEmailToken(ctx.db, { playerId: player.id, email: player.email, purpose });
  const siteUrl = ctx.env.PUBLIC_URL.replace(/\/+$/, '');
  const message = renderEmail(
    ctx.content,
    { locale: player.locale, defaultLocale: ctx.defaultLocale },
    templates[purpose],
    player.email,
    { nickname: player.nickname, link: `${siteUrl}${linkPaths[purpose]}${code}`, siteUrl },
  );
  try {
    await ctx.mail.send(message);
    return true;
  } catch (error) {
    ctx.log.error({ err: error, purpose }, 'e-mail delivery failed');
    return false;
  }
}
