import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { locksBody, locksResponse, subcourseIdParams } from '@capstone/contracts';
import { bearerSecurity, documentedBody, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import { getLocks, setLocks } from './allocation-locks.service';

const tags = ['allocation'];
const security = bearerSecurity;
const url = '/api/admin/:subcourseId/allocation/locked';
/** The body is checked by the service, after the caller (route-docs.ts). */
const body = documentedBody(z.record(z.string(), z.unknown()).nullish(), locksBody);

/** The groups every suggestion keeps on their published project. */
const allocationLocksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    url,
    {
      config: { cache: 'versioned' },
      schema: {
        tags,
        security,
        params: subcourseIdParams,
        response: { 200: locksResponse, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => getLocks(ctx, requireActor(request), request.params.subcourseId),
  );

  app.put(
    url,
    {
      schema: {
        tags,
        security,
        params: subcourseIdParams,
        body,
        response: { 200: locksResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      setLocks(ctx, requireActor(request), request.params.subcourseId, request.body, request),
  );
};

export default allocationLocksRoutes;
