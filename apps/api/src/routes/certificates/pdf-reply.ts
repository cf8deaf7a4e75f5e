import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The OpenAPI shape of a certificate PDF answer. */
export const certificatePdfResponse = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'The PDF document (application/pdf)' });

/** Sends a certificate PDF as a download: personal data, so no cache (browser or proxy) keeps a copy. */
export function sendCertificatePdf(reply: FastifyReply, pdf: { content: Buffer; fileName: string }) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${pdf.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(pdf.content);
}
