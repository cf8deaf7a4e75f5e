import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fleetNginxConf, fleetSite } from '../../../scripts/fleet/nginx-site.mjs';

/**
 * The nginx, Prometheus, Grafana and systemd examples of deploy/ fit a real deployment (issue 37,
 * item 9): TLS ends at nginx and says so upstream, /metrics and /api/ready answer this machine only,
 * Prometheus scrapes the addresses the units listen on, and the units are sandboxed.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const work = mkdtempSync(path.join(tmpdir(), 'academy-deploy-examples-'));
const has = (command: string, args: string[]) => spawnSync(command, args).status === 0;
const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
  rmSync(work, { recursive: true, force: true });
});

const site = read('deploy/nginx/academy.conf');
const serverUnit = read('deploy/systemd/academy@.service');
/** The ports of the app servers the README starts (`systemctl enable --now academy@3001 …`). */
const readmePorts = [
  ...(/systemctl enable --now ((?:academy@\d+ ?)+)/.exec(read('README.md'))?.[1] ?? '').matchAll(/\d+/g),
].map(([port]) => port);

/** A GET from `localAddress` (127.0.0.2 is loopback too, but not the address nginx allows). */
function get(port: number, urlPath: string, localAddress = '127.0.0.1') {
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: urlPath, localAddress }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    })
      .on('error', reject)
      .end();
  });
}

describe('deploy/nginx/academy.conf', () => {
  it('ends TLS on 443 with a certificate, redirects port 80, and tells the app the scheme was https', () => {
    expect(site).toMatch(/^\s*listen 443 ssl http2;$/m);
    expect(site).toMatch(/^\s*ssl_certificate \/etc\/letsencrypt\/live\/[\w.-]+\/fullchain\.pem;$/m);
    expect(site).toMatch(/^\s*ssl_certificate_key \S+;$/m);
    expect(site).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
    expect(site).toMatch(/^\s*proxy_set_header X-Forwarded-Proto https;$/m);
    expect(site).not.toContain('$scheme');
  });

  it('names the app servers the README starts, on the address their unit listens on', () => {
    expect(serverUnit).toMatch(/^Environment=HOST=127\.0\.0\.1$/m);
    const upstream = [...site.matchAll(/^\s*server 127\.0\.0\.1:(\d+) /gm)].map(([, port]) => port);
    expect(upstream).toEqual(readmePorts);
    expect(upstream.length).toBeGreaterThan(1);
  });

  it.skipIf(!has('nginx', ['-v']))(
    'as the fleet runs it: /metrics and /api/ready answer this machine only, port 80 redirects',
    async () => {
      // One upstream answering everything 200, behind every `server` line.
      const upstream: Server = createServer((_request, response) => response.end('ok'));
      await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
      cleanups.push(() => upstream.close());
      const free = async () => {
        const probe = createServer();
        await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
        const { port } = probe.address() as AddressInfo;
        await new Promise((resolve) => probe.close(resolve));
        return port;
      };
      const [port, redirectPort] = [await free(), await free()];
      const upstreamPort = (upstream.address() as AddressInfo).port;
      const text = fleetSite(site, {
        port,
        redirectPort,
        upstreamPorts: readmePorts.map(() => upstreamPort),
      });
      writeFileSync(path.join(work, 'academy.conf'), text);
      writeFileSync(path.join(work, 'nginx.conf'), fleetNginxConf(work, path.join(work, 'academy.conf')));
      const nginx: ChildProcess = spawn(
        'nginx',
        ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'],
        { stdio: 'ignore' },
      );
      cleanups.push(() => nginx.kill('SIGTERM'));
      for (let i = 0; i < 100; i += 1) {
        if ((await get(port, '/api/health').catch(() => ({ status: 0 }))).status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      expect((await get(port, '/api/health', '127.0.0.2')).status).toBe(200);
      for (const hidden of ['/metrics', '/api/ready', '/%6Detrics', '//metrics']) {
        expect((await get(port, hidden, '127.0.0.2')).status, hidden).toBe(403);
      }
      expect((await get(port, '/metrics')).status).toBe(200);
      expect(await get(redirectPort, '/kelas?x=1', '127.0.0.2')).toEqual({
        status: 301,
        location: 'https://127.0.0.1/kelas?x=1',
      });
    },
  );
});

describe('deploy/prometheus and deploy/grafana', () => {
  it('scrapes the app servers where their units listen, with the token from a file', () => {
    const config = read('deploy/prometheus/prometheus.yml');
    const targets = /targets: \[([^\]]*)\]/.exec(config)?.[1]?.match(/'[^']+'/g) ?? [];
    expect(targets).toEqual(readmePorts.map((port) => `'127.0.0.1:${port}'`));
    expect(config).toMatch(/credentials_file: /);
    expect(config).toMatch(/rule_files:\n\s+- academy-rules\.yml/);
  });

  it.skipIf(!has('promtool', ['--version']))('passes promtool check config and check rules', () => {
    const token = path.join(work, 'token');
    writeFileSync(token, 'a-token-of-the-scraper');
    writeFileSync(
      path.join(work, 'prometheus.yml'),
      read('deploy/prometheus/prometheus.yml').replace(/credentials_file: \S+/, `credentials_file: ${token}`),
    );
    writeFileSync(path.join(work, 'academy-rules.yml'), read('deploy/prometheus/academy-rules.yml'));
    const result = spawnSync('promtool', ['check', 'config', path.join(work, 'prometheus.yml')], {
      encoding: 'utf8',
    });
    expect(`${result.stdout}${result.stderr}`).toMatch(/SUCCESS: 2 rules found/);
    expect(result.status).toBe(0);
  });

  it('shows 0 gateway errors, not "No data", before the first one', () => {
    const dashboard = JSON.parse(read('deploy/grafana/academy.json')) as {
      panels: { title: string; targets: { expr: string }[] }[];
    };
    const panel = dashboard.panels.find((candidate) => candidate.title === 'Payment gateway errors');
    // The counter has no series until its first error: `or` a zero series.
    expect(panel?.targets[0]?.expr).toMatch(/academy_payment_gateway_errors_total.* or .*vector\(0\)/);
  });
});

describe('the systemd units', () => {
  const services = readdirSync(path.join(root, 'deploy/systemd')).filter((name) => name.endsWith('.service'));

  it('have the sandbox systemd-analyze security asks for', () => {
    for (const name of services) {
      const unit = read(`deploy/systemd/${name}`);
      for (const line of [
        'NoNewPrivileges=yes',
        'ProtectSystem=strict',
        'PrivateTmp=yes',
        'RestrictAddressFamilies=AF_UNIX AF_INET AF_INET6',
        'SystemCallFilter=@system-service',
        'SystemCallErrorNumber=EPERM',
        'CapabilityBoundingSet=',
        'UMask=0077',
      ]) {
        expect(unit, `${name}: ${line}`).toMatch(
          new RegExp(`^${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'),
        );
      }
    }
  });

  it.skipIf(!has('systemd-analyze', ['--version']))(
    'score "OK" in systemd-analyze security (2 or less)',
    () => {
      for (const name of services) {
        const file = path.join(work, name.replace('@.service', '@3001.service'));
        writeFileSync(file, read(`deploy/systemd/${name}`));
        const result = spawnSync('systemd-analyze', ['security', '--offline=true', file], {
          encoding: 'utf8',
        });
        const exposure = Number(/Overall exposure level for \S+: ([\d.]+)/.exec(result.stdout)?.[1]);
        expect(exposure, name).toBeLessThanOrEqual(2);
      }
    },
  );
});
