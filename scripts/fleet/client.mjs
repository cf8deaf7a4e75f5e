// A JSON client on kept-alive sockets for the fleet test: answers {status, body} or throws on a
// connection failure. `from` sends X-Forwarded-For, as a learner's own address behind nginx.
import http from 'node:http';

/** The answer's JSON, or `{ text }` when it is not JSON (nginx's own error pages). */
function parseJson(text) {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { text };
  }
}

export function jsonClient(base, { maxSockets = 64 } = {}) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const call = (method, path, { token, body, from, timeoutMs = 30_000, onSent } = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path,
          method,
          agent,
          timeout: timeoutMs,
          headers: {
            'accept-language': 'en',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(from ? { 'x-forwarded-for': from } : {}),
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            resolve({ status: response.statusCode, body: parseJson(text), headers: response.headers });
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', reject);
      // Called once the whole request is written to a connected socket: it is then in flight.
      if (onSent) request.once('finish', onSent);
      request.end(payload);
    });
  call.close = () => agent.destroy();
  return call;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))];
}
