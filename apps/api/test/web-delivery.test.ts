import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { buildTestApp, publicOriginEnv } from './helpers/test-app';

// A built web app as `npm run build -w apps/web` lays it out: dist/ with precompressed copies,
// and dist-server/entry-server.js, here a small renderer that renders / and /kelas/… by
// calling the API in-process and leaves other pages to the browser.
const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const earlyScript = 'window.__earlyInput = { clicks: [] };';
const template = `<!doctype html>
<html lang="id" data-mantine-color-scheme="light">
  <head><script>${earlyScript}</script><!--app-head--><title>Academy</title><!--/app-head--></head>
  <body><div id="root"><!--app-body--></div></body>
</html>`;
const startPreload = '<link rel="modulepreload" crossorigin href="/assets/main-B1nAfHhx.js">';
const renderer = `
let renders = 0;
export async function renderPage({ url, language, origin, fetch }) {
  const path = new URL(url, origin).pathname;
  if (path !== '/' && !path.startsWith('/kelas/')) return null;
  renders += 1;
  const answer = await fetch(path === '/' ? '/api/v1/academy' : '/api/v1/classes' + path.slice(6), {
    headers: { 'Accept-Language': language },
  });
  if (answer.status === 404) {
    return { language, head: '<title>Not found</title>', body: '<h1>Not found</h1>', state: '', status: 404 };
  }
  const { data } = await answer.json();
  const title = data.title ? data.title[language] : data.name;
  return {
    language,
    head: '<title>' + title + '</title><meta property="og:url" content="' + origin + path + '" />',
    body: '<h1>' + title + '</h1><p>render ' + renders + '</p>' + '<p>…</p>'.repeat(300),
    state: '<script type="application/json" id="prerender-state">{}</script>',
  };
}`;

function builtWebApp() {
  const web = mkdtempSync(path.join(tmpdir(), 'academy-web-'));
  const dist = path.join(web, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(web, 'dist-server'));
  writeFileSync(path.join(dist, 'index.html'), template);
  // The build's app shell: index.html asking for the app's start (decision 0176).
  writeFileSync(path.join(dist, 'app-shell.html'), template.replace('</head>', `${startPreload}</head>`));
  const asset = path.join(dist, 'assets', 'index-Cq4LIFEI.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(
    path.join(dist, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Academy', display: 'standalone' }),
  );
  writeFileSync(path.join(web, 'dist-server', 'entry-server.js'), renderer);
  return dist;
}

let app: App;
beforeAll(async () => {
  app = await buildTestApp(publicOriginEnv('https://academy.example'), { webRoot: builtWebApp() });
  const basics = await seedCatalogueBasics(app);
  await createClass(app, basics, { slug: 'nahwu-dasar', title: 'Basic grammar', titleId: 'Nahwu dasar' });
  for (let i = 0; i < 3; i += 1) await createClass(app, basics);
});

describe('the inline script of index.html', () => {
  it('is allowed by its hash, and no other inline script is', async () => {
    const hash = createHash('sha256').update(earlyScript).digest('base64');
    for (const url of ['/', '/login', '/api/health']) {
      const csp = String((await app.inject({ url })).headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
      expect(scriptSrc, url).toBe(`'self' 'sha256-${hash}'`);
    }
  });
});

describe('hashed build files', () => {
  const url = '/assets/index-Cq4LIFEI.js';

  it.each([
    ['br, gzip', 'br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => gunzipSync(body)],
  ])('arrive precompressed for Accept-Encoding %s, cached for a year', async (accepted, encoding, decode) => {
    const response = await app.inject({ url, headers: { 'accept-encoding': accepted } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(response.rawPayload).toString()).toBe(script);
  });

  it('arrive as they are to a client that takes no compression', async () => {
    const response = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('answer HEAD with the headers of GET and no body', async () => {
    const get = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const head = await app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    for (const name of ['content-type', 'content-encoding', 'cache-control', 'content-length']) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
  });
});

describe('unhashed files', () => {
  it('serve the service worker and the manifest, revalidated on every use', async () => {
    const worker = await app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ display: 'standalone' });
  });
});

describe('pages', () => {
  it('arrive rendered with the academy’s data, in the request’s language, revalidated', async () => {
    const id = await app.inject({ url: '/kelas/nahwu-dasar', headers: { 'accept-language': 'id' } });
    expect(id.statusCode).toBe(200);
    expect(id.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(id.headers['cache-control']).toBe('no-cache');
    expect(id.headers.vary).toMatch(/accept-language/i);
    expect(id.body).toContain('<h1>Nahwu dasar</h1>');
    expect(id.body).toContain('<html lang="id"');
    expect(id.body).toContain('<script type="application/json" id="prerender-state">');

    const en = await app.inject({ url: '/kelas/nahwu-dasar', headers: { 'accept-language': 'en' } });
    expect(en.body).toContain('<title>Basic grammar</title>');
    expect(en.body).toContain('<html lang="en"');
  });

  it('name the configured origin in link previews, whatever the Host header says', async () => {
    const response = await app.inject({ url: '/kelas/nahwu-dasar', headers: { host: 'evil.example' } });
    expect(response.body).toContain('content="https://academy.example/kelas/nahwu-dasar"');
    expect(response.body).not.toContain('evil.example');
  });

  it('are rendered once for many visitors, and afresh once public content changes', async () => {
    const first = await app.inject({ url: '/', headers: { 'accept-language': 'en' } });
    const second = await app.inject({ url: '/', headers: { 'accept-language': 'en' } });
    expect(second.body).toBe(first.body);
    app.publicCache.invalidate();
    const third = await app.inject({ url: '/', headers: { 'accept-language': 'en' } });
    expect(third.body).not.toBe(first.body);
  });

  it('that the server does not render arrive as the app shell', async () => {
    const response = await app.inject({ url: '/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"><!--app-body--></div>');
    // The app starts at once there: its start is asked for with the page, a rendered page does not.
    expect(response.body).toContain(startPreload);
    expect((await app.inject({ url: '/' })).body).not.toContain('modulepreload');
  });

  it('answer HEAD / with the headers of GET / and no body', async () => {
    // Over a socket: Node's HTTP server leaves out the body of a HEAD answer.
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { 'accept-encoding': 'gzip' };
    const get = await fetch(`${base}/`, { headers });
    await get.arrayBuffer();
    const head = await fetch(`${base}/`, { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    for (const name of ['content-type', 'cache-control', 'vary', 'content-encoding']) {
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    }
  });

  it('are compressed above 1 KB', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('<h1>');
  });
});

describe('API answers', () => {
  it('above 1 KB arrive compressed, smaller ones as they are', async () => {
    const big = await app.inject({
      url: '/api/v1/classes?size=10',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).data).toHaveLength(4);

    const small = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 200 });
  });

  it('made per request go in gzip when the client takes it, in brotli when it takes only that', async () => {
    // The OpenAPI document is made on each call, unlike the public reads kept compressed.
    const url = '/api/docs/json';
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const document = plain.json();
    expect(document.openapi).toMatch(/^3\./);

    const gzipped = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.rawPayload.length);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(document);

    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip;q=0' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(document);
  });

  it('that stream text, the API documentation page’s files, are compressed as they go', async () => {
    const response = await app.inject({
      url: '/api/docs/static/swagger-ui-bundle.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBeUndefined();
    expect(gunzipSync(response.rawPayload).toString()).toContain('SwaggerUIBundle');
  });
});

describe('a page the app renders as "not found"', () => {
  it('is answered 404 with the rendered page, not a soft 404 (issue 38 item 13)', async () => {
    const response = await app.inject({ url: '/kelas/no-such-class', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Not found</h1>');
    // Kept for the next visitor like any page, and still a 404 from the cache.
    expect(
      (await app.inject({ url: '/kelas/no-such-class', headers: { 'accept-language': 'en' } })).statusCode,
    ).toBe(404);
    expect((await app.inject({ url: '/kelas/nahwu-dasar' })).statusCode).toBe(200);
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('list the public pages, each class visitors see included, at the configured origin', async () => {
    const sitemap = await app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    for (const page of ['/', '/store', '/dept/quran', '/kelas/nahwu-dasar']) {
      expect(sitemap.body).toContain(`<loc>https://academy.example${page}</loc>`);
    }
    expect(sitemap.body).not.toContain('evil.example');
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Sitemap: https://academy.example/sitemap.xml');
  });
});
