import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The OpenAPI shape of a certificate PDF answer. */
export const certificatePdfResponse = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'The PDF document (application/pdf)' });

/** Sends a certificate PDF as a download; private, and checked again on each request. */
export function sendCertificatePdf(reply: FastifyReply, pdf: { content: Buffer; fileName: string }) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${pdf.fileName}"`)
    .header('Cache-Control', 'private, no-cache')
    .send(pdf.content);
}
