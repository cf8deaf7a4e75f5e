import { describe, expect, it } from 'vitest';
import { redactedLogPaths } from '../src/app';
import { buildTestApp } from './helpers/test-app';

// Issue 37, item 14 (decision 0144): what a client chooses of the server's logs.

const lines: string[] = [];
const app = await buildTestApp(
  {},
  {
    logger: {
      level: 'info',
      redact: { paths: redactedLogPaths, remove: true },
      stream: { write: (line: string) => void lines.push(line) },
    },
  },
);
type LogLine = { level: number; msg?: string; reqId?: string; req?: { url?: string } };
const logged = () => lines.map((line) => JSON.parse(line) as LogLine);

describe('the request id a client chooses', () => {
  it('is kept only as a UUID, in lower case, and the URL logged is cut at 512 characters', async () => {
    lines.length = 0;
    const chosen = '0D9B7A1C-2F3E-4A5B-8C6D-7E8F9A0B1C2D';
    const response = await app.inject({ url: `/api/v1/academy?requestId=${chosen}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe(chosen.toLowerCase());
    expect(logged().every((line) => line.reqId === undefined || line.reqId === chosen.toLowerCase())).toBe(true);

    lines.length = 0;
    const long = `/api/v1/academy?requestId=${'a'.repeat(5000)}%0A%22level%22%3A60`;
    const refused = await app.inject({ url: long });
    expect(refused.statusCode).toBe(400);
    const urls = logged().flatMap((line) => (line.req?.url ? [line.req.url] : []));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.length).toBeLessThanOrEqual(513);
    // A fresh id of the server's, never the client's text.
    for (const line of logged()) if (line.reqId) expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
