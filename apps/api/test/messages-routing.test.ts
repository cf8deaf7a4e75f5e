import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { redactedLogPaths } from '../src/app';
import { loadSettings } from '../src/config/settings';
import { createMessageTransports } from '../src/services/messages/routing-transport';
import { buildTestApp } from './helpers/test-app';
import { testDatabase } from './helpers/test-database';

/** A pino logger that writes its JSON lines into an array. */
function capturedLog() {
  const lines: string[] = [];
  const stream = { write: (line: string) => void lines.push(line) };
  return { lines, stream, logger: pino({ level: 'trace' }, stream) };
}

const smtp = { SMTP_URL: 'smtp://127.0.0.1:2525' };
const whatsapp = { WHATSAPP_TOKEN: 'token-for-routing-tests', WHATSAPP_PHONE_NUMBER_ID: '1098765' };

async function transportsFor(env: Record<string, string>) {
  const { db } = await testDatabase();
  const log = capturedLog();
  const transports = createMessageTransports(loadSettings(env), db, log.logger);
  const warnings = log.lines.map((line) => JSON.parse(line) as { level: number; msg: string });
  return { ...transports, warnings: warnings.filter((entry) => entry.level === 40) };
}

describe('routing of each channel to its transport', () => {
  it('sends both channels to the dev outbox when nothing is configured, and warns', async () => {
    const { messages, outbox, outboxChannels, warnings } = await transportsFor({});
    expect(messages.transportOf('whatsapp')).toBe('outbox');
    expect(messages.transportOf('email')).toBe('outbox');
    expect(outbox).toBeDefined();
    expect(outboxChannels).toEqual(['whatsapp', 'email']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toContain('whatsapp and email codes are NOT delivered');
    expect(warnings[0]?.msg).toContain('http://localhost:3000/api/v1/dev/outbox?to=');
  });

  it('sends e-mail by SMTP when SMTP_URL is set, WhatsApp still to the outbox', async () => {
    const { messages, outbox, outboxChannels, warnings } = await transportsFor(smtp);
    expect(messages.transportOf('email')).toBe('smtp');
    expect(messages.transportOf('whatsapp')).toBe('outbox');
    expect(outbox).toBeDefined();
    expect(outboxChannels).toEqual(['whatsapp']);
    expect(warnings[0]?.msg).toContain('whatsapp codes are NOT delivered');
    expect(warnings[0]?.msg).toContain(
      'Set WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID (WhatsApp) to deliver',
    );
  });

  it('sends WhatsApp by the Cloud API only when both its token and phone-number id are set', async () => {
    const half = await transportsFor({ WHATSAPP_TOKEN: 'only-a-token' });
    expect(half.messages.transportOf('whatsapp')).toBe('outbox');
    const { messages, outboxChannels, warnings } = await transportsFor(whatsapp);
    expect(messages.transportOf('whatsapp')).toBe('whatsapp');
    expect(messages.transportOf('email')).toBe('outbox');
    expect(outboxChannels).toEqual(['email']);
    expect(warnings[0]?.msg).toContain('Set SMTP_URL (e-mail) to deliver');
  });

  it('has no outbox and no warning when both channels are real', async () => {
    const { messages, outbox, outboxChannels, warnings } = await transportsFor({ ...smtp, ...whatsapp });
    expect(messages.transportOf('email')).toBe('smtp');
    expect(messages.transportOf('whatsapp')).toBe('whatsapp');
    expect(outbox).toBeUndefined();
    expect(outboxChannels).toEqual([]);
    expect(warnings).toEqual([]);
  });
});

const log = capturedLog();
const app = await buildTestApp(
  {},
  { logger: { level: 'trace', stream: log.stream, redact: { paths: redactedLogPaths, remove: true } } },
);

describe('the log', () => {
  it('warns at start which channels go to the dev outbox and where codes are readable', () => {
    const warning = log.lines.find((line) => line.includes('DEV OUTBOX IN USE'));
    expect(warning).toBeDefined();
    expect(JSON.parse(warning ?? '{}')).toMatchObject({
      level: 40,
      outboxChannels: ['whatsapp', 'email'],
    });
    expect(warning).toContain('/api/v1/dev/outbox?to=');
  });

  it('never contains a code, through the outbox or its route', async () => {
    const codes = ['318820', '640071'];
    await app.services.messages.send({
      channel: 'whatsapp',
      to: '081277776666',
      purpose: 'verify-account',
      code: codes[0] ?? '',
      language: 'id',
    });
    await app.services.messages.send({
      channel: 'email',
      to: 'someone@example.test',
      purpose: 'reset-password',
      code: codes[1] ?? '',
      language: 'en',
    });
    const whatsappRead = await app.inject({ url: '/api/v1/dev/outbox?to=081277776666' });
    const emailRead = await app.inject({ url: '/api/v1/dev/outbox?to=someone@example.test' });
    expect(whatsappRead.json().data[0].code).toBe(codes[0]);
    expect(emailRead.json().data[0].code).toBe(codes[1]);

    const text = log.lines.join('');
    expect(text).toContain('dev outbox: message stored');
    expect(text).toContain('/api/v1/dev/outbox?to=081277776666');
    for (const code of codes) expect(text).not.toContain(code);
  });
});
