import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectFull, projectSubcourseParams, withdrawProjectBody } from '@capstone/contracts';
import { bearerSecurity, documentedBody, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import { withdrawProject } from './withdraw-project.service';

/** The body is checked by the service, after the caller and the project (route-docs.ts). */
const body = documentedBody(z.record(z.string(), z.unknown()).nullish(), withdrawProjectBody);

/** Withdrawing a published project from an offering. */
const withdrawProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.put(
    '/api/project/withdraw/:projectId/:subcourseId',
    {
      schema: {
        tags: ['projects'],
        security: bearerSecurity,
        params: projectSubcourseParams,
        body,
        response: { 200: projectFull, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => withdrawProject(ctx, requireActor(request), request.params, request.body, request),
  );
};

export default withdrawProjectRoutes;
