import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendEncoded } from '../../lib/encoded-answer';
import { pageRenderer, type PageRenderer, type RendererModule } from '../../services/web/index';

/** Hashed build files never change under their name (decision 0040). */
const immutable = 'public, max-age=31536000, immutable';
/** Files the web build precompresses (apps/web/build/precompress-plugin.ts). */
const compressible = /\.(?:js|mjs|css|html|json|svg|webmanifest|txt|xml|map)(?:\.br|\.gz)?$/;
/** Pages and unhashed files (sw.js, manifest, icons): kept, but asked again each time. */
const revalidate = 'no-cache';

/**
 * Serves the built single-page app: its files precompressed (brotli or gzip, whichever the
 * client takes) with long caching for hashed assets, and each page for any other GET or HEAD
 * outside /api (the envelope plugin's not-found handler asks): public pages rendered on the
 * server with the academy's data (decision 0041), the others as the app shell.
 */
export default fp(
  async (fastify, opts: { root: string; origin: string }) => {
    const indexFile = path.join(opts.root, 'index.html');
    if (!existsSync(indexFile)) {
      fastify.log.warn({ root: opts.root }, 'web app is not built: only the API is served');
      return;
    }
    await fastify.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The Cache-Control below replaces @fastify/send's default `public, max-age=0`.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? immutable : revalidate);
        // A text file has compressed copies: caches must key it by the encoding asked for.
        if (compressible.test(filePath)) res.setHeader('Vary', 'Accept-Encoding');
      },
    });

    // The page of every screen the server does not render: index.html with the app's start asked
    // for in its head (apps/web/build/app-modules-plugin.ts, decision 0176).
    const shellFile = existsSync(path.join(opts.root, 'app-shell.html')) ? 'app-shell.html' : 'index.html';
    const rendererFile = path.resolve(opts.root, '../dist-server/entry-server.js');
    const template = readFileSync(indexFile, 'utf8');
    let renderer: Promise<PageRenderer | null> | undefined;
    // Loaded once the server listens (one bundle with its libraries, about 0.1 s: decision 0187)
    // or by the first page asked before that, so start-up does not wait for it.
    const loadRenderer = () =>
      (renderer ??= existsSync(rendererFile)
        ? import(pathToFileURL(rendererFile).href).then((module: RendererModule) =>
            pageRenderer(fastify, { template, module, origin: opts.origin }),
          )
        : Promise.resolve(null).finally(() =>
            fastify.log.warn({ rendererFile }, 'page renderer is not built: pages load as the bare shell'),
          ));
    fastify.addHook('onListen', async () => {
      void loadRenderer().catch((error: unknown) =>
        fastify.log.error({ err: error }, 'page renderer failed to load'),
      );
    });

    fastify.decorate('sendApp', async (reply: FastifyReply) => {
      const request: FastifyRequest = reply.request;
      const page = await loadRenderer()
        .then((loaded) => loaded?.render(request) ?? null)
        .catch((error: unknown) => {
          // The shell still works: the browser renders the page itself.
          request.log.error({ err: error }, 'page render failed');
          return null;
        });
      reply.header('Cache-Control', revalidate);
      if (!page) return reply.sendFile(shellFile);
      // The same URL renders in the visitor's language. The page keeps its compressed copies
      // rather than being compressed again on each request.
      // A "not found" screen is a real 404 (no soft 404 for search engines and link checkers).
      reply.code(page.status);
      return sendEncoded(reply, page.answer, 'text/html; charset=utf-8', ['Accept-Language']);
    });
  },
  { name: 'web-app', dependencies: ['envelope', 'public-cache'] },
);
