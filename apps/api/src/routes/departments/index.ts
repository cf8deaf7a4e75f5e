import {
  categoriesQuerySchema,
  categorySchema,
  departmentPageSchema,
  departmentSchema,
} from '@academy/contract/catalogue';
import { cataloguePaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { failures } from '../../lib/route-schemas';

/** Departments, their public pages, and the category tree (all public). */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  const { catalogue } = fastify.services;

  fastify.get(
    cataloguePaths.departments,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The academy’s departments',
        response: { 200: envelopeOf(z.array(departmentSchema)) },
      },
    },
    async () => ok(await catalogue.departments()),
  );

  fastify.get(
    cataloguePaths.department(':slug'),
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A department’s page: the department and its classes (running and coming first)',
        params: z.object({ slug: z.string().max(100) }),
        response: { 200: envelopeOf(departmentPageSchema), ...failures(404) },
      },
    },
    async (request) => ok(await catalogue.departmentPage(request.params.slug)),
  );

  fastify.get(
    cataloguePaths.categories,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories with their sub categories, for filtering classes',
        description:
          'With `department`, only the categories its classes use, so a filter never offers an empty pair.',
        querystring: categoriesQuerySchema,
        response: { 200: envelopeOf(z.array(categorySchema)), ...failures(400) },
      },
    },
    async (request) => ok(await catalogue.categories(request.query.department)),
  );
};

export default routes;
