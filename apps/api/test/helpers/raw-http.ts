import net from 'node:net';
import type { App } from '../../src/app';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The app listening on a loopback port of its own (for requests `inject()` cannot send). */
export async function listenOnLoopback(app: App): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

/**
 * Sends one request exactly as written (request line and headers, `\r\n` between them), as an
 * attacker's client would: absolute-form targets, encoded paths, conflicting or missing headers.
 */
export function rawRequest(port: number, head: string, body = ''): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`${head}\r\nConnection: close\r\n\r\n${body}`),
    );
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [headText = '', ...rest] = data.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = headText.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}
