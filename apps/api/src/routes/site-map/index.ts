import { departmentSlugs } from '@academy/contract/departments';
import type { FastifyPluginAsync } from 'fastify';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The public pages the app renders for visitors (apps/web's public routes), the classes' included. */
const fixedPaths = ['/', '/store', '/privacy-policy', '/terms-of-service'];

/**
 * `/sitemap.xml` (every public page: home, store, departments, each class visitors see, the legal
 * pages) and `/robots.txt` naming it, so search engines find the class pages (issue 38 item 13).
 * Addresses are the configured origin's, never the Host header's.
 */
const routes: FastifyPluginAsync<{ origin: string }> = async (fastify, opts) => {
  fastify.get(
    '/sitemap.xml',
    // Each request reads the database: counted by the per-address limit like an API call.
    { schema: { hide: true }, config: { countedByRateLimit: true } },
    async (_request, reply) => {
      const classSlugs = await fastify.services.siteContent.shownClassSlugs();
      const paths = [
        ...fixedPaths,
        ...departmentSlugs.map((slug) => `/dept/${slug}`),
        ...classSlugs.map((slug) => `/kelas/${encodeURIComponent(slug)}`),
      ];
      const urls = paths.map(
        (path) => `  <url><loc>${escapeXml(new URL(path, opts.origin).href)}</loc></url>`,
      );
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls,
        '</urlset>',
        '',
      ].join('\n');
      return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'no-cache').send(xml);
    },
  );

  fastify.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(
        `User-agent: *\nDisallow: /api/\nDisallow: /dashboard\nDisallow: /staff\n\nSitemap: ${new URL('/sitemap.xml', opts.origin).href}\n`,
      ),
  );
};

export default routes;
