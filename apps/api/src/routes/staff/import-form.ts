import { isMessageKey } from '@academy/contract/messages';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';

/** An import's fields and its one file (multipart), checked; the file read whole up to `maxBytes` (413 above). */
export async function readImportForm<T>(
  request: FastifyRequest,
  schema: z.ZodType<T>,
  maxBytes: number,
): Promise<{ fields: T; file: { content: Buffer; fileName: string } }> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupportedMediaType');
  const values: Record<string, string> = {};
  let file: { content: Buffer; fileName: string } | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 8, parts: 9 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.file.truncated) throw new AppError(413, 'payloadTooLarge');
        file = { content, fileName: part.filename };
      } else if (typeof part.value === 'string') values[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw new AppError(413, 'payloadTooLarge');
    throw new AppError(400, 'uploadIncomplete', { cause: error });
  }
  const fields = schema.safeParse(values);
  const errorList = (fields.error?.issues ?? []).map((issue) => ({
    field: String(issue.path[0] ?? 'body'),
    message: isMessageKey(issue.message) ? issue.message : ('invalidValue' as const),
  }));
  if (!file) errorList.push({ field: 'file', message: 'required' });
  if (!fields.success || !file) throw new AppError(400, 'validationFailed', { errorList });
  return { fields: fields.data, file };
}
