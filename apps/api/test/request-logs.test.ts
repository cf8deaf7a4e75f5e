import net from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redactedLogPaths } from '../src/app';
import { classes } from '../src/db/schema/index';
import { bearer, registerVerifiedUser } from './helpers/account-factory';
import { createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { enrol } from './helpers/certificate-factory';
import { listenOnLoopback } from './helpers/raw-http';
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
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a piece of a recitation upload the client abandons', () => {
  it('is logged as the client’s doing (info), not as an error of the server', async () => {
    const basics = await seedCatalogueBasics(app);
    const klass = await createClass(app, basics, { department: 'quran' });
    await app.database.db.update(classes).set({ takesRecitations: true }).where(eq(classes.id, klass.id));
    const learner = await registerVerifiedUser(app);
    const profileId = learner.profiles[0]!.id;
    await enrol(app, profileId, klass.id);
    const started = await app.inject({
      method: 'POST',
      url: `/api/v1/profile/${profileId}/recitations/uploads`,
      headers: bearer(learner.token),
      payload: { classId: klass.id, surah: 1, fromAyah: 1, toAyah: 7, size: 200_000 },
    });
    expect(started.statusCode, started.body).toBe(201);
    const uploadId = (started.json() as { data: { id: string } }).data.id;

    const port = await listenOnLoopback(app);
    lines.length = 0;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.on('connect', resolve));
    socket.write(
      [
        `PATCH /api/v1/profile/${profileId}/recitations/uploads/${uploadId} HTTP/1.1`,
        'Host: localhost',
        `Authorization: Bearer ${learner.token}`,
        'Content-Type: application/offset+octet-stream',
        'Upload-Offset: 0',
        'Content-Length: 200000',
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(Buffer.alloc(50_000, 1));
    await sleep(500);
    socket.destroy();
    const abortLine = () => logged().find((line) => line.msg === 'the client aborted the request');
    for (let waited = 0; waited < 10_000 && !abortLine(); waited += 100) await sleep(100);
    expect(abortLine()).toMatchObject({ level: 30 });
    expect(logged().filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('the request id a client chooses', () => {
  it('is kept only as a UUID, in lower case, and the URL logged is cut at 512 characters', async () => {
    lines.length = 0;
    const chosen = '0D9B7A1C-2F3E-4A5B-8C6D-7E8F9A0B1C2D';
    const response = await app.inject({ url: `/api/v1/academy?requestId=${chosen}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe(chosen.toLowerCase());
    expect(logged().every((line) => line.reqId === undefined || line.reqId === chosen.toLowerCase())).toBe(
      true,
    );

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
