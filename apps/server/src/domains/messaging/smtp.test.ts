import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { emailRegistration } from '../identity/test-helpers.ts';
import { listOutboxEmails } from './outbox.ts';
import { SmtpEmailSender } from './smtp.ts';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on a free loopback port that keeps what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(done)),
  };
}

/** Undoes quoted-printable soft breaks and escapes so the raw message can be searched. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('SmtpEmailSender', () => {
  it('delivers a message to an SMTP server with the configured sender', async () => {
    const smtp = await startSmtpServer();
    const sender = new SmtpEmailSender(smtp.url, 'Lucky Harbor <no-reply@casino.example>');
    await sender.send({
      to: 'ana@example.com',
      subject: 'Hello',
      text: 'Plain body',
      html: '<p>HTML body</p>',
    });
    sender.close();
    await smtp.close();
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.from).toBe('no-reply@casino.example');
    expect(message!.to).toEqual(['ana@example.com']);
    expect(message!.raw).toContain('Subject: Hello');
    expect(message!.raw).toContain('Plain body');
    expect(message!.raw).toContain('<p>HTML body</p>');
  });
});

describe.each(testDrivers)('e-mail through SMTP_URL on %s', (driver) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(driver, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Lucky Harbor <hello@casino.example>',
      PUBLIC_URL: 'https://casino.example',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the registration confirmation to the SMTP server instead of the outbox', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/player/register',
      payload: emailRegistration('smtp@example.com'),
    });
    expect(response.statusCode).toBe(201);
    await expect.poll(() => smtp.received.length).toBe(1);
    const [message] = smtp.received;
    expect(message!.to).toEqual(['smtp@example.com']);
    expect(message!.from).toBe('hello@casino.example');
    const body = decoded(message!.raw);
    expect(body).toContain('Subject: Confirm your e-mail address');
    expect(body).toMatch(/https:\/\/casino\.example\/verify\/[A-Za-z0-9_-]{43}/);
    expect(await listOutboxEmails(t.database.db)).toHaveLength(0);
  });
});
