import { envelopeOf } from '@academy/contract/envelope';
import {
  completeCourseResultSchema,
  courseIdParamsSchema,
  courseMaterialSchema,
  kitabDetailSchema,
  completeCourseBodySchema,
  kitabIdParamsSchema,
  profileQuerySchema,
} from '@academy/contract/kitab';
import { kitabPaths } from '@academy/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { actingProfile } from '../../plugins/app/auth';
import { failures, signedIn } from '../../lib/route-schemas';

const accessNote =
  'For one of the caller’s profiles (404 for another account’s) with an active enrolment in the class (403 otherwise).';

/** Kitab and their courses (materials) for an enrolled profile, and marking courses complete. */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  const { progress } = fastify.services;

  fastify.get(
    kitabPaths.kitab(':kitabId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['kitab'],
        summary: 'A kitab with its pertemuan and courses, and the profile’s completion',
        description: accessNote,
        ...signedIn,
        params: kitabIdParamsSchema,
        querystring: profileQuerySchema,
        response: { 200: envelopeOf(kitabDetailSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.query.profileId);
      return ok(await progress.kitabDetail(profile.id, request.params.kitabId));
    },
  );

  fastify.get(
    kitabPaths.course(':courseId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['kitab'],
        summary: 'A course’s material (video, audio, PDF or text; Arabic text is right to left)',
        description: accessNote,
        ...signedIn,
        params: courseIdParamsSchema,
        querystring: profileQuerySchema,
        response: { 200: envelopeOf(courseMaterialSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.query.profileId);
      return ok(await progress.courseMaterial(profile.id, request.params.courseId));
    },
  );

  fastify.post(
    kitabPaths.completeCourse(':courseId'),
    {
      preValidation: [fastify.authenticateProfileCall],
      schema: {
        tags: ['kitab'],
        summary: 'Mark a course complete for a profile (repeating it keeps the first time)',
        description: `${accessNote} A mark kept offline sends the device's \`markId\` and \`markedAt\`: sent again it counts once, dated when it was made.`,
        ...signedIn,
        params: courseIdParamsSchema,
        body: completeCourseBodySchema,
        response: { 200: envelopeOf(completeCourseResultSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const profile = await actingProfile(request, request.body.profileId);
      const { markId, markedAt } = request.body;
      return ok(await progress.completeCourse(profile.id, request.params.courseId, { markId, markedAt }));
    },
  );
};

export default routes;
