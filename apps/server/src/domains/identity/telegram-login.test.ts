import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyTelegramLogin } from './telegram-login.ts';

const botToken = '123456:ABC-test-token';
const now = new Date('2026-11-21T12:00:00Z');

function signed(fields: Record<string, string | number>, token = botToken) {
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const hash = createHmac('sha256', createHash('sha256').update(token).digest())
    .update(checkString)
    .digest('hex');
  return { ...fields, hash };
}

const widgetData = {
  id: 99_887_766,
  first_name: 'Ana',
  username: 'ana_s',
  auth_date: now.getTime() / 1000 - 30,
};

describe('Telegram login widget check', () => {
  it('accepts data signed with the bot token', () => {
    expect(verifyTelegramLogin(signed(widgetData), botToken, now)).toEqual({
      id: '99887766',
      firstName: 'Ana',
      lastName: null,
      username: 'ana_s',
    });
  });

  it('refuses data signed with another bot token', () => {
    expect(verifyTelegramLogin(signed(widgetData, '999:other'), botToken, now)).toBeNull();
  });

  it('refuses data changed after signing', () => {
    expect(verifyTelegramLogin({ ...signed(widgetData), id: 1 }, botToken, now)).toBeNull();
  });

  it('refuses data older than a day or from the future', () => {
    const old = signed({ ...widgetData, auth_date: now.getTime() / 1000 - 86_401 });
    const future = signed({ ...widgetData, auth_date: now.getTime() / 1000 + 3600 });
    expect(verifyTelegramLogin(old, botToken, now)).toBeNull();
    expect(verifyTelegramLogin(future, botToken, now)).toBeNull();
  });

  it('refuses a missing or malformed hash', () => {
    expect(verifyTelegramLogin(widgetData, botToken, now)).toBeNull();
    expect(verifyTelegramLogin({ ...widgetData, hash: 'zz' }, botToken, now)).toBeNull();
  });
});
