// deploy/nginx/academy.conf as `npm run fleet` runs it: plain HTTP on the test's loopback ports.
// The TLS server (`listen 443 ssl http2;`) listens on `port` without its ssl_ lines, the port-80
// redirect on `redirectPort`, and the upstream's `server 127.0.0.1:…` lines name `upstreamPorts`.

import path from 'node:path';

/** The site's text for the fleet; throws when the file no longer has the lines it replaces. */
export function fleetSite(text, { port, redirectPort, upstreamPorts }) {
  let upstream = 0;
  let tls = 0;
  let redirect = 0;
  const site = text
    .replace(/server 127\.0\.0\.1:\d+ /g, () => `server 127.0.0.1:${upstreamPorts[upstream++]} `)
    .replace(/listen 443 ssl http2;/g, () => {
      tls += 1;
      return `listen 127.0.0.1:${port};`;
    })
    .replace(/listen 80;/g, () => {
      redirect += 1;
      return `listen 127.0.0.1:${redirectPort};`;
    })
    .replace(/^\s*ssl_\w+ [^;]*;\n/gm, '');
  if (upstream !== upstreamPorts.length) {
    throw new Error(
      `deploy/nginx/academy.conf names ${upstream} servers, the fleet runs ${upstreamPorts.length}`,
    );
  }
  if (tls !== 1 || redirect !== 1) {
    throw new Error('deploy/nginx/academy.conf has not one `listen 443 ssl http2;` and one `listen 80;`');
  }
  return site;
}

/** The main nginx.conf of a site file run unprivileged: its pid, logs and temporary files in `dir`. */
export function fleetNginxConf(dir, siteFile) {
  const temp = (name) => `${name}_temp_path ${path.join(dir, name)};`;
  return [
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'worker_processes 1;',
    'events { worker_connections 4096; }',
    'http {',
    `  access_log off;`,
    `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
    `  include ${siteFile};`,
    '}',
    '',
  ].join('\n');
}
