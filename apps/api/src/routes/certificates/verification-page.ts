import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@academy/contract/language';
import { certificateCodeParamsSchema, type CertificateVerification } from '@academy/contract/certificates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const texts: Record<
  Language,
  {
    title: (number: string) => string;
    description: (c: CertificateVerification) => string;
    revoked: string;
    notFound: string;
    notFoundDescription: string;
  }
> = {
  id: {
    title: (number) => `Sertifikat ${number}`,
    description: (c) =>
      `${c.learnerName} telah menyelesaikan ${c.item.title.id} bersama ${c.teacherName}. Periksa keabsahan sertifikat ini beserta sanadnya.`,
    revoked: 'Sertifikat ini telah dicabut.',
    notFound: 'Sertifikat tidak ditemukan',
    notFoundDescription: 'Tidak ada sertifikat dengan kode ini.',
  },
  en: {
    title: (number) => `Certificate ${number}`,
    description: (c) =>
      `${c.learnerName} completed ${c.item.title.en} with ${c.teacherName}. Check this certificate and its sanad.`,
    revoked: 'This certificate has been revoked.',
    notFound: 'Certificate not found',
    notFoundDescription: 'No certificate has this code.',
  },
};

/**
 * `/sertifikat/{code}` as a link preview sees it: chat apps and search engines read the page
 * without running the app, so the server puts the certificate's title and description (and Open
 * Graph tags) into the app's index.html. The app then renders the page as usual.
 */
const page: FastifyPluginAsyncZod<{ webRoot: string }> = async (fastify, opts) => {
  const indexFile = path.join(opts.webRoot, 'index.html');
  let shell: string;
  try {
    shell = readFileSync(indexFile, 'utf8');
  } catch {
    return; // the web app is not built: only the API is served
  }
  const origin = fastify.settings.APP_ORIGIN ?? `http://localhost:${fastify.settings.PORT}`;

  fastify.get(
    '/sertifikat/:code',
    // Each request reads the database: counted by the per-address limit like an API call.
    { schema: { hide: true, params: certificateCodeParamsSchema }, config: { countedByRateLimit: true } },
    async (request, reply) => {
      const words = texts[request.language];
      const academy = fastify.settings.ACADEMY_NAME;
      let title = words.notFound;
      let description = words.notFoundDescription;
      try {
        const certificate = await fastify.services.certificates.verify(request.params.code);
        title = words.title(certificate.number);
        description = `${certificate.status === 'revoked' ? `${words.revoked} ` : ''}${words.description(certificate)}`;
      } catch (error) {
        if (!(error instanceof AppError && error.statusCode === 404)) throw error;
        reply.code(404);
      }
      const url = `${origin}/sertifikat/${encodeURIComponent(request.params.code)}`;
      const meta = [
        `<meta name="description" content="${escapeHtml(description)}" />`,
        `<meta property="og:type" content="website" />`,
        `<meta property="og:site_name" content="${escapeHtml(academy)}" />`,
        `<meta property="og:title" content="${escapeHtml(title)}" />`,
        `<meta property="og:description" content="${escapeHtml(description)}" />`,
        `<meta property="og:url" content="${escapeHtml(url)}" />`,
      ].join('\n    ');
      const html = shell.replace(
        /<title>[^<]*<\/title>/,
        `<title>${escapeHtml(`${title} · ${academy}`)}</title>\n    ${meta}`,
      );
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
    },
  );
};

export default page;
