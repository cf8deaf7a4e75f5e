import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

interface Connection {
  /** Requests of this connection not yet answered. */
  busy: number;
  /** Requests of this connection answered. */
  served: number;
  /** Bytes read from the client when its last answer was sent: more since is a request coming in. */
  readAtLastAnswer: number;
}

/**
 * The graceful stop of an HTTP server (decision 0082): it stops accepting connections, answers
 * every request it accepted and then closes each connection. Node's own `server.close()` also
 * closes at once every connection with no request under way, which cuts a connection whose
 * request is still on its way in (a client that just connected, a load balancer's next call):
 * those requests were dropped unanswered, and so were connections still in the kernel's backlog.
 * Here the backlog is accepted first, and a connection is closed only once it has answered
 * and has read nothing since (answers sent while draining say `Connection: close`); one that
 * never sent a request gets `freshGraceMs` to send it.
 */
export class ConnectionDrain {
  readonly #connections = new Map<Socket, Connection>();

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      this.#connections.set(socket, { busy: 0, served: 0, readAtLastAnswer: 0 });
      socket.once('close', () => this.#connections.delete(socket));
    });
    server.on('request', (request, response) => {
      const connection = this.#connections.get(request.socket);
      if (!connection) return;
      connection.busy += 1;
      response.once('close', () => {
        connection.busy -= 1;
        connection.served += 1;
        connection.readAtLastAnswer = request.socket.bytesRead;
      });
    });
  }

  /** Connections open now. */
  get open(): number {
    return this.#connections.size;
  }

  /**
   * Accepts until no new connection came for `acceptGraceMs` (at most `acceptMaxMs`), stops
   * accepting, then closes each connection once it has nothing under way (at once for one that
   * has answered, after `freshGraceMs` for one that never sent a request); resolves when every
   * connection is closed.
   */
  async drain({
    acceptGraceMs = 250,
    acceptMaxMs = 3_000,
    freshGraceMs = 2_000,
    everyMs = 50,
  } = {}): Promise<void> {
    // Connections a client has opened but the event loop has not accepted yet wait in the
    // kernel's backlog, which closing the listening socket resets: they are accepted first. A
    // busy event loop accepts them late, so the listener stays open while they keep coming.
    const began = Date.now();
    let lastConnection = began;
    const noteConnection = () => (lastConnection = Date.now());
    this.server.on('connection', noteConnection);
    while (Date.now() - lastConnection < acceptGraceMs && Date.now() - began < acceptMaxMs) {
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(10, acceptGraceMs - (Date.now() - lastConnection))),
      );
    }
    this.server.off('connection', noteConnection);
    // A busy event loop may not have polled since: setImmediate runs after the next poll phase,
    // which accepts the whole backlog.
    await new Promise((resolve) => setImmediate(resolve));
    const closed = new Promise<void>((resolve) => {
      // The net server's close: stop listening, without Node's HTTP close cutting idle connections.
      NetServer.prototype.close.call(this.server, () => resolve());
    });
    const closing = Date.now();
    const sweep = () => {
      const fresh = Date.now() - closing < freshGraceMs;
      for (const [socket, connection] of this.#connections) {
        // Idle: nothing under way and nothing read since the last answer (a request being read
        // or parsed has no 'request' event yet, but its bytes count).
        const idle = connection.busy === 0 && socket.bytesRead === connection.readAtLastAnswer;
        // end(), not destroy(): the last answer may still be in the socket's buffer.
        if (idle && (connection.served > 0 || !fresh) && !socket.writableEnded) socket.end();
      }
    };
    sweep();
    const timer = setInterval(sweep, everyMs);
    try {
      await closed;
    } finally {
      clearInterval(timer);
    }
  }
}
