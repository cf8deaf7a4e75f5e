import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { WhatsAppError } from '../src/services/messages/whatsapp-transport';
import { buildTestApp } from './helpers/test-app';

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: unknown };
const seen: Seen[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

// Stands in for graph.facebook.com on loopback: records each request, answers as told.
const graph = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
    });
    // As Meta's Cloud API: a template parameter with a line break, a tab or more than 4 spaces
    // in a row is refused (error 132018).
    const refused = templateParameters(seen.at(-1)!.body).some((text) => /[\n\t]| {5}/.test(text));
    const { status, body } = refused ? parameterRefusal : answer;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
});
const parameterRefusal = {
  status: 400,
  body: {
    error: {
      message:
        '(#132018) There was an issue with the parameters in your template message. Param text cannot have new-line/tab characters or more than 4 consecutive spaces',
      type: 'OAuthException',
      code: 132018,
    },
  },
};
/** The text parameters of a recorded template message, of every component. */
function templateParameters(body: unknown): string[] {
  const components = (body as { template?: { components?: { parameters?: { text?: string }[] }[] } }).template
    ?.components;
  return (components ?? []).flatMap((component) => (component.parameters ?? []).map((p) => p.text ?? ''));
}
await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => graph.close(() => resolve())));
const { port } = graph.address() as AddressInfo;

const token = 'EAAGtest-secret-token-0123456789';
const app = await buildTestApp({
  WHATSAPP_API_URL: `http://127.0.0.1:${port}/v21.0`,
  WHATSAPP_TOKEN: token,
  WHATSAPP_PHONE_NUMBER_ID: '109876543210',
  WHATSAPP_TEMPLATE: 'academy_code',
  WHATSAPP_TEMPLATE_LANGUAGE: 'en_US',
});

beforeEach(() => {
  seen.length = 0;
  answer = {
    status: 200,
    body: {
      messaging_product: 'whatsapp',
      contacts: [{ input: '6281234567890', wa_id: '6281234567890' }],
      messages: [{ id: 'wamid.HBgLNjI4MTIzNDU2Nzg5MBUCABEYEjQ2' }],
    },
  };
});

const code = '903114';
const send = () =>
  app.services.messages.send({
    channel: 'whatsapp',
    to: '081234567890',
    purpose: 'verify-account',
    code,
    language: 'id',
  });

describe('WhatsApp Cloud API when its token and phone-number id are set', () => {
  it('posts an authentication template with the code in the body and the copy-code button', async () => {
    await send();
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v21.0/109876543210/messages');
    expect(request?.headers.authorization).toBe(`Bearer ${token}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '6281234567890',
      type: 'template',
      template: {
        name: 'academy_code',
        language: { code: 'en_US' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: code }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
        ],
      },
    });
  });

  it('throws with the status and Meta’s reason on a non-2xx answer, never the token or code', async () => {
    answer = {
      status: 401,
      body: {
        error: {
          message: `Invalid OAuth access token ${token} for ${code}`,
          type: 'OAuthException',
          code: 190,
        },
      },
    };
    const error = await send().then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(WhatsAppError);
    expect((error as WhatsAppError).status).toBe(401);
    expect((error as Error).message).toContain('401');
    expect((error as Error).message).toContain('Invalid OAuth access token');
    expect((error as Error).message).not.toContain(token);
    expect((error as Error).message).not.toContain(code);
  });

  it('throws on a server error without a JSON body', async () => {
    answer = { status: 503, body: 'unavailable' };
    await expect(send()).rejects.toThrow('WhatsApp Cloud API answered 503');
  });

  it('keeps e-mail in the dev outbox while SMTP is not set', async () => {
    await app.services.messages.send({
      channel: 'email',
      to: 'learner@example.test',
      purpose: 'reset-password',
      code: '220044',
      language: 'en',
    });
    expect(seen).toHaveLength(0);
    const response = await app.inject({ url: '/api/v1/dev/outbox?to=learner@example.test' });
    expect(response.json().data).toMatchObject([{ channel: 'email', code: '220044' }]);
  });

  it('does not put WhatsApp codes in the dev outbox', async () => {
    await send();
    const response = await app.inject({ url: '/api/v1/dev/outbox?to=081234567890' });
    expect(response.json().data).toEqual([]);
  });
});

describe('WhatsApp Cloud API notices (decisions §9)', () => {
  it('sends the utility template of the kind with its parameters, in the person’s language', async () => {
    await app.services.messages.sendNotice({
      channel: 'whatsapp',
      to: '081234567890',
      language: 'id',
      template: 'meeting_reminder',
      params: ['Segera dimulai: Kalam', 'Nahwu dimulai Sabtu pukul 20.00 WIB.'],
      subject: 'Segera dimulai: Kalam',
      text: 'Nahwu dimulai Sabtu pukul 20.00 WIB.',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('/v21.0/109876543210/messages');
    expect(seen[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '6281234567890',
      type: 'template',
      template: {
        name: 'academy_meeting_reminder',
        language: { code: 'id' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Segera dimulai: Kalam' },
              { type: 'text', text: 'Nahwu dimulai Sabtu pukul 20.00 WIB.' },
            ],
          },
        ],
      },
    });
  });

  it('sends an announcement with line breaks as one-line parameters, as Meta takes them (issue 37)', async () => {
    const body = 'Assalamu’alaikum,\n\nKajian pindah ke Ahad.\n\t- Bawa kitab\r\n- Datang      tepat waktu';
    await app.services.messages.sendNotice({
      channel: 'whatsapp',
      to: '081234567890',
      language: 'id',
      template: 'announcement',
      params: ['Jadwal\nberubah', body],
      subject: 'Jadwal berubah',
      text: body,
    });
    expect(seen).toHaveLength(1);
    expect(templateParameters(seen[0]!.body)).toEqual([
      'Jadwal berubah',
      'Assalamu’alaikum, Kajian pindah ke Ahad. - Bawa kitab - Datang tepat waktu',
    ]);
  });
});
