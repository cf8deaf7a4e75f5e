import { staffPaths, type StaffResourceName } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import { pagedEnvelopeOf } from '@academy/contract/paging';
import {
  staffDeleteResultSchema,
  staffIdParamsSchema,
  staffListQuerySchema,
  staffListRowSchema,
  staffOrderBodySchema,
  staffResourceSchemas,
  versionedSchema,
} from '@academy/contract/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/reply';
import { failures, signedIn } from '../../lib/route-schemas';
import { staffResourceDefinitions } from '../../services/staff/index';
import { staffOf } from '../../plugins/app/staff-gate';

const okEmpty = z.object({ err: z.literal(false), code: z.number(), message: z.string(), data: z.null() });

/** The five calls of the resource pattern (and the order call where children are ordered), for one resource. */
export function resourceRoutes(name: StaffResourceName): FastifyPluginAsyncZod {
  return async (fastify) => {
    const { staff } = fastify.services;
    const definition = staffResourceDefinitions[name];
    const schemas = staffResourceSchemas[name];
    const tags = ['staff'];
    const document = envelopeOf(schemas.document);

    fastify.get(
      staffPaths.collection(name),
      {
        schema: {
          tags,
          summary: `Staff: list ${name} (search, sort, paging; \`parentId\` lists the children of one parent)`,
          ...signedIn,
          querystring: staffListQuerySchema,
          response: { 200: pagedEnvelopeOf(staffListRowSchema), ...failures(400, 401, 403) },
        },
      },
      async (request) => {
        const { items, total } = await staff.list(definition, request.query, staffOf(request));
        return paged(items, request.query, total);
      },
    );

    fastify.get(
      staffPaths.item(name, ':id'),
      {
        schema: {
          tags,
          summary: `Staff: one of ${name}, as an editable document with its version`,
          ...signedIn,
          params: staffIdParamsSchema,
          response: { 200: document, ...failures(401, 403, 404) },
        },
      },
      async (request) => ok(await staff.get(definition, request.params.id, staffOf(request))),
    );

    if (definition.create) {
      fastify.post(
        staffPaths.collection(name),
        {
          schema: {
            tags,
            summary: `Staff: create one of ${name}`,
            ...signedIn,
            body: schemas.input,
            response: { 201: document, ...failures(400, 401, 403, 409) },
          },
        },
        async (request, reply) => {
          const created = await staff.create(definition, request.body, staffOf(request));
          return reply.code(201).send(ok(created, 201));
        },
      );
    }

    fastify.put(
      staffPaths.item(name, ':id'),
      {
        schema: {
          tags,
          summary: `Staff: save one of ${name}`,
          description: '409 when `version` is not the current one: another staff member saved first.',
          ...signedIn,
          params: staffIdParamsSchema,
          body: z.intersection(schemas.input, versionedSchema),
          response: { 200: document, ...failures(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        ok(await staff.update(definition, request.params.id, request.body as never, staffOf(request))),
    );

    if (definition.remove) {
      fastify.delete(
        staffPaths.item(name, ':id'),
        {
          schema: {
            tags,
            summary: `Staff: remove one of ${name}`,
            description:
              'Archived instead when learners depend on it (a class with enrolments); 409 when it cannot go.',
            ...signedIn,
            params: staffIdParamsSchema,
            response: { 200: envelopeOf(staffDeleteResultSchema), ...failures(401, 403, 404, 409) },
          },
        },
        async (request) => ok(await staff.remove(definition, request.params.id, staffOf(request))),
      );
    }

    if (definition.reorder) {
      fastify.put(
        staffPaths.order(name),
        {
          schema: {
            tags,
            summary: `Staff: put the ${name} of one parent in a new order`,
            ...signedIn,
            body: staffOrderBodySchema,
            response: { 200: okEmpty, ...failures(400, 401, 403, 409) },
          },
        },
        async (request) => {
          await staff.reorder(definition, request.body.parentId, request.body.ids, staffOf(request));
          return ok(null);
        },
      );
    }
  };
}
