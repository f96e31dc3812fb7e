import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type TelegramLoginData = Record<string, string | number>;

export type TelegramUser = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
};

/** Widget data older than this is refused, so a leaked login link cannot be replayed for long. */
const MAX_AGE_SECONDS = 86_400;

/**
 * Checks the Telegram login widget's data as Telegram documents it: the hash is the HMAC-SHA256 of the
 * sorted `key=value` lines (all fields but hash), keyed with the SHA-256 of the bot token.
 */
export function verifyTelegramLogin(
  data: TelegramLoginData,
  botToken: string,
  now = new Date(),
): TelegramUser | null {
  const { hash, ...fields } = data;
  if (typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) return null;
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(checkString).digest();
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) return null;
  const authDate = Number(fields.auth_date);
  const age = now.getTime() / 1000 - authDate;
  if (!Number.isFinite(authDate) || age > MAX_AGE_SECONDS || age < -60) return null;
  const text = (key: string) => (fields[key] === undefined ? null : String(fields[key]));
  return {
    id: String(fields.id),
    firstName: text('first_name'),
    lastName: text('last_name'),
    username: text('username'),
  };
}
