import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { ConnectionDrain } from './connection-drain';

/** A server answering after `delayMs`, with its drain. */
async function slowServer(delayMs: number) {
  const server = http.createServer((_request, response) => {
    setTimeout(() => response.end('answered'), delayMs);
  });
  const drain = new ConnectionDrain(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { server, drain, port };
}

/** Opens a connection and, after `afterMs`, sends one keep-alive request; answers the reply's text. */
function requestLater(port: number, afterMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      setTimeout(() => socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n'), afterMs);
    });
    let data = '';
    socket.on('data', (chunk) => {
      data += String(chunk);
      if (data.endsWith('answered')) resolve(data);
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(data));
  });
}

describe('ConnectionDrain', () => {
  it('answers requests under way and requests still on their way in, then closes', async () => {
    const { drain, port } = await slowServer(100);
    const underWay = requestLater(port, 0);
    const onTheirWay = Array.from({ length: 10 }, () => requestLater(port, 150));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const drained = drain.drain({ freshGraceMs: 1_000, everyMs: 10 });
    const answers = await Promise.all([underWay, ...onTheirWay]);
    await drained;
    expect(answers.every((answer) => answer.startsWith('HTTP/1.1 200') && answer.endsWith('answered'))).toBe(
      true,
    );
  });

  it('refuses new connections and closes a kept-alive idle one at once', async () => {
    const { drain, port } = await slowServer(0);
    const agent = new http.Agent({ keepAlive: true });
    await new Promise((resolve) =>
      http.get({ port, host: '127.0.0.1', agent }, (r) => r.resume().on('end', resolve)),
    );
    expect(drain.open).toBe(1);
    const began = Date.now();
    await drain.drain({ freshGraceMs: 5_000, everyMs: 10 });
    expect(Date.now() - began).toBeLessThan(1_000);
    await expect(
      new Promise<void>((resolve, reject) =>
        net.connect(port, '127.0.0.1', () => resolve()).on('error', reject),
      ),
    ).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  });
});
