import { connect, type AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';

/**
 * A client that sends its request slowly is cut off (issue 37, item 13): 20 connections holding
 * half-sent bodies stayed open 200 s. Headers and whole requests have deadlines
 * (REQUEST_TIMEOUT_SECONDS, headers at most 20 s of it): past them, 408 and the connection closed.
 */
const app = await buildTestApp({ REQUEST_TIMEOUT_SECONDS: '2' });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
afterAll(() => app.close());

/** Sends `text` and waits for the server to close: answers what it said and when it closed. */
function held(text: string) {
  return new Promise<{ answer: string; seconds: number }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ answer, seconds: (Date.now() - started) / 1000 }));
  });
}

describe('slow clients', () => {
  it('answers 408 to a body that never finishes, and to headers that never end, within the deadline', async () => {
    const [body, headers] = await Promise.all([
      held(
        'POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 200\r\n\r\n{"phoneNumber":',
      ),
      held('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '),
    ]);
    for (const { answer, seconds } of [body, headers]) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('"reason":"requestTimeout"');
      expect(seconds).toBeGreaterThanOrEqual(1.9);
      expect(seconds).toBeLessThan(6);
    }
  });

  it('keeps serving a request sent in time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
