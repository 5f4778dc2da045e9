import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allocationVersion,
  subcourseIdParams,
  versionParams,
  versionRows,
} from '@capstone/contracts';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import { getAllocationVersion, listAllocationVersions } from './read-versions.service';

const tags = ['allocation'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404);
// Versions are reads of stored rows only, so a repeat of unchanged data comes from the cache.
const cached = { cache: 'versioned' as const };

/** The numbered project-board publishes of S, each frozen as it was published. */
const allocationVersionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/admin/:subcourseId/allocation/versions',
    {
      config: cached,
      schema: {
        tags,
        security,
        params: subcourseIdParams,
        response: { 200: versionRows, ...errors },
      },
    },
    (request) => listAllocationVersions(ctx, requireActor(request), request.params.subcourseId),
  );

  app.get(
    '/api/admin/:subcourseId/allocation/versions/:n',
    {
      config: cached,
      schema: {
        tags,
        security,
        params: versionParams,
        response: { 200: allocationVersion, ...errors },
      },
    },
    (request) =>
      getAllocationVersion(
        ctx,
        requireActor(request),
        request.params.subcourseId,
        request.params.n,
      ),
  );
};

export default allocationVersionsRoutes;
