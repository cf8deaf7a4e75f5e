import multipart, { type Multipart } from '@fastify/multipart';
import { recitationPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import { profileIdParamsSchema } from '@academy/contract/kitab';
import { pagedEnvelopeOf } from '@academy/contract/paging';
import {
  memorizedSurahSchema,
  recitationListQuerySchema,
  recitationParamsSchema,
  recitationSchema,
  recitationUploadParamsSchema,
  recitationUploadSchema,
  recitationUploadStartSchema,
  uploadChunkContentType,
  uploadOffsetHeader,
} from '@academy/contract/recitation';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, fieldError } from '../../lib/app-error';
import { ok, paged } from '../../lib/reply';
import { failures, signedIn } from '../../lib/route-schemas';
import { actingProfile } from '../../plugins/app/auth';

const ownNote = 'For one of the caller’s profiles; another account’s profile or recitation answers 404.';

/** A learner's recitations and memorization map (api-contract "Recitations (setoran)"). */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  const { recitations } = fastify.services;
  const tags = ['recitations'];
  await fastify.register(multipart, {
    limits: { fileSize: recitations.maxBytes, files: 1, fields: 10, parts: 11, fieldSize: 4096 },
    throwFileSizeLimit: false,
  });
  // A piece of a resumable upload arrives as it is: the service streams it into the media store.
  fastify.addContentTypeParser(uploadChunkContentType, (_request, payload, done) => done(null, payload));

  fastify.post(
    recitationPaths.list(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags,
        summary:
          'Hand in a recitation: multipart fields `classId`, `surah`, `fromAyah`, `toAyah`, `note`, then `audio`',
        description:
          `${ownNote} The fields come before \`audio\` (checked first, so a refused recitation uploads nothing). ` +
          'The audio is WebM/Opus, Ogg/Opus, MP4/AAC or WAV by its content (415 otherwise, whatever its name); ' +
          'its length is read from the file and at most RECITATION_MAX_MINUTES (400 on `audio`); 413 ' +
          '`recitationDailyLimit` past the profile’s RECITATION_DAILY_MAX_MB of audio a WIB day. ' +
          '403 when the profile is not enrolled or the class takes no recitations. `repeatOf` names the recitation this repeats.',
        ...signedIn,
        consumes: ['multipart/form-data'],
        params: profileIdParamsSchema,
        response: { 201: envelopeOf(recitationSchema), ...failures(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const profile = await actingProfile(request, request.params.profileId);
      if (!request.isMultipart()) throw new AppError(415, 'unsupportedMediaType');
      const values: Record<string, string> = {};
      const parts = request.parts()[Symbol.asyncIterator]() as AsyncIterator<Multipart>;
      for (;;) {
        const next = await parts.next().catch((error: unknown) => {
          throw new AppError(400, 'uploadIncomplete', { cause: error });
        });
        if (next.done) break;
        const part = next.value;
        if (part.type === 'field') {
          values[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== 'audio') {
          part.file.resume();
          continue;
        }
        const fields = await recitations.checkFields(profile.id, values).catch((error: unknown) => {
          part.file.resume();
          throw error;
        });
        const created = await recitations.submit(profile.id, fields, part.file);
        return reply.code(201).send(ok(created, 201));
      }
      await recitations.checkFields(profile.id, values);
      throw fieldError('audio', 'recitationAudioRequired');
    },
  );

  const uploadNote = `${ownNote} Resumable (decision 0104): the pieces are held in the media store, so any server takes the next one.`;

  fastify.post(
    recitationPaths.uploads(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags,
        summary: 'Start a resumable recitation upload: the fields and the recording’s size in bytes',
        description:
          `${uploadNote} The fields are checked as for a one-request recitation (403 when not enrolled or ` +
          'the class takes no recitations); 413 past the recording’s limit. The profile’s quota (decision 0140): ' +
          '409 `recitationUploadsOpen` past RECITATION_OPEN_UPLOADS unfinished uploads, 413 ' +
          '`recitationUnfinishedTooLarge` past RECITATION_UNFINISHED_MAX_MB of them together and ' +
          '`recitationDailyLimit` past RECITATION_DAILY_MAX_MB of audio a WIB day. Answers where to send the pieces.',
        ...signedIn,
        params: profileIdParamsSchema,
        body: recitationUploadStartSchema,
        response: { 201: envelopeOf(recitationUploadSchema), ...failures(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request, reply) => {
      const profile = await actingProfile(request, request.params.profileId);
      return reply.code(201).send(ok(await recitations.startUpload(profile.id, request.body), 201));
    },
  );

  fastify.get(
    recitationPaths.upload(':profileId', ':uploadId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags,
        summary:
          'Where a recitation upload stands: the bytes the server holds, and the recitation once finished',
        description: uploadNote,
        ...signedIn,
        params: recitationUploadParamsSchema,
        response: { 200: envelopeOf(recitationUploadSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      return ok(await recitations.uploadState(profile.id, request.params.uploadId));
    },
  );

  fastify.patch(
    recitationPaths.upload(':profileId', ':uploadId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags,
        summary: `Send the next piece of a recitation upload (\`${uploadChunkContentType}\`, \`Upload-Offset\`)`,
        description:
          `${uploadNote} \`Upload-Offset\` must be the bytes the server holds (409 otherwise, with the held ` +
          'offset in `Upload-Offset`); a piece is at most `chunkBytes` and never past the size announced (413), ' +
          'and exactly `Content-Length` bytes (400 otherwise, nothing kept); an empty one stores nothing and, ' +
          'once every byte is held, tries the finish again. The last piece checks the whole ' +
          'recording as a one-request recitation is checked and answers it in `recitation`; a refused recording ' +
          'ends the upload.',
        ...signedIn,
        consumes: [uploadChunkContentType],
        params: recitationUploadParamsSchema,
        headers: z.object({
          [uploadOffsetHeader]: z.coerce.number().int().min(0),
          'content-length': z.coerce.number().int().min(0),
        }),
        response: {
          200: envelopeOf(recitationUploadSchema),
          ...failures(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      if (request.headers['content-type'] !== uploadChunkContentType)
        throw new AppError(415, 'unsupportedMediaType');
      return ok(
        await recitations.appendUpload(profile.id, request.params.uploadId, {
          offset: request.headers[uploadOffsetHeader],
          length: request.headers['content-length'],
          body: (request.body as Readable | undefined) ?? Readable.from([]),
        }),
      );
    },
  );

  fastify.get(
    recitationPaths.list(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags,
        summary: 'The profile’s recitations, newest first (of one class with `classId`)',
        description: `${ownNote} Each with a signed \`audioUrl\` that answers byte ranges; once reviewed, its grade and comments.`,
        ...signedIn,
        params: profileIdParamsSchema,
        querystring: recitationListQuerySchema,
        response: { 200: pagedEnvelopeOf(recitationSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      const { items, total } = await recitations.list(profile.id, request.query);
      return paged(items, request.query, total);
    },
  );

  fastify.get(
    recitationPaths.item(':profileId', ':id'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags,
        summary: 'One of the profile’s recitations with its signed audio address, grade and comments',
        description: ownNote,
        ...signedIn,
        params: recitationParamsSchema,
        response: { 200: envelopeOf(recitationSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      return ok(await recitations.ownView(profile.id, request.params.id));
    },
  );

  fastify.get(
    recitationPaths.memorization(':profileId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags,
        summary: 'The memorization map: for each of the 114 surahs its ayahs and those accepted',
        description: `${ownNote} Accepted: the distinct ayahs of reviewed recitations graded \`maqbul\` or better.`,
        ...signedIn,
        params: profileIdParamsSchema,
        response: { 200: envelopeOf(z.array(memorizedSurahSchema)), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.params.profileId);
      return ok(await recitations.memorization(profile.id));
    },
  );
};

export default routes;
