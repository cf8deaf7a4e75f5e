import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { SmtpTransport } from '../src/services/messages/smtp-transport';
import { buildTestApp } from './helpers/test-app';

type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];

// A real SMTP server on loopback: no TLS, no authentication, keeps what it is given.
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
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
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
const { port } = smtp.server.address() as AddressInfo;

const app = await buildTestApp({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  SMTP_FROM: 'Test Academy <codes@academy.test>',
  ACADEMY_NAME: 'Test Academy',
});

/** The message's text with quoted-printable soft line breaks joined. */
const unfolded = (raw: string) => raw.replace(/=\r?\n/g, '');

describe('e-mail by SMTP when SMTP_URL is set', () => {
  it('delivers the code to the recipient with a subject per purpose and language', async () => {
    await app.services.messages.send({
      channel: 'email',
      to: 'learner@example.test',
      purpose: 'reset-password',
      code: '482913',
      language: 'en',
    });
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('codes@academy.test');
    expect(mail?.to).toEqual(['learner@example.test']);
    const raw = unfolded(mail?.raw ?? '');
    expect(raw).toMatch(/^Subject: Test Academy: Reset your password\r?$/m);
    expect(raw).toMatch(/^To: learner@example\.test\r?$/m);
    expect(raw).toContain('multipart/alternative');
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
    expect(raw).toContain('your code to reset your password is 482913');
    expect(raw.split('482913').length).toBeGreaterThan(2);
  });

  it('writes in Indonesian when the person reads Indonesian', async () => {
    await app.services.messages.send({
      channel: 'email',
      to: 'pelajar@example.test',
      purpose: 'verify-account',
      code: '105577',
      language: 'id',
    });
    const raw = unfolded(received.at(-1)?.raw ?? '');
    expect(raw).toMatch(/^Subject: Test Academy: Verifikasi akun Anda\r?$/m);
    expect(raw).toContain('kode untuk verifikasi akun Anda adalah 105577');
  });

  it('keeps WhatsApp in the dev outbox while it has no credentials', async () => {
    await app.services.messages.send({
      channel: 'whatsapp',
      to: '081299990000',
      purpose: 'verify-account',
      code: '771204',
      language: 'id',
    });
    expect(received.some((mail) => mail.raw.includes('771204'))).toBe(false);
    const response = await app.inject({ url: '/api/v1/dev/outbox?to=081299990000' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject([{ channel: 'whatsapp', code: '771204' }]);
    expect(app.services.outbox).toBeDefined();
  });

  it('does not put e-mail in the dev outbox', async () => {
    const response = await app.inject({ url: '/api/v1/dev/outbox?to=learner@example.test' });
    expect(response.json().data).toEqual([]);
  });
});

describe('reminders and announcements by e-mail (decisions §9)', () => {
  it('send a plain and an HTML part, the HTML escaped', async () => {
    await app.services.messages.sendNotice({
      channel: 'email',
      to: 'learner@example.test',
      language: 'en',
      template: 'announcement',
      params: [],
      subject: 'No class on Saturday',
      text: 'We meet again next week <b>as usual</b>.',
    });
    const raw = unfolded(received.at(-1)?.raw ?? '');
    expect(raw).toMatch(/^Subject: Test Academy: No class on Saturday\r?$/m);
    expect(raw).toContain('multipart/alternative');
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
    expect(raw).toContain('We meet again next week <b>as usual</b>.');
    expect(raw).toContain('&lt;b&gt;as usual&lt;/b&gt;');
  });
});

describe('an SMTP transport that could not be made', () => {
  it('refuses each e-mail with the reason, and closes without an unhandled rejection', async () => {
    const transport = new SmtpTransport({ url: 'smtp://%zz', from: 'codes@academy.test', academyName: 'A' });
    const email = {
      channel: 'email',
      to: 'learner@example.test',
      purpose: 'reset-password',
      code: '1',
      language: 'en',
    } as const;
    await expect(transport.send(email)).rejects.toThrow('Invalid URL');
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    transport.close();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', note);
    expect(unhandled).toEqual([]);
  });
});
