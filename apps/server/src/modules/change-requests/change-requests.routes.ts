import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeRequest,
  changeRequestBody,
  changeRequestDecisionBody,
  changeRequests,
  groupChangeRequestParams,
  groupChangeRequestsParams,
  subcourseChangeRequestParams,
  subcourseIdParams,
} from '@capstone/contracts';
import { bearerSecurity, documentedBody, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import { cancelChangeRequest } from './cancel-change-request.service';
import { decideChangeRequest } from './decide-change-request.service';
import { listRequestsOfGroup, listRequestsOfSubcourse } from './read-change-requests.service';
import { requestChange } from './request-change.service';

const tags = ['change requests'];
const security = bearerSecurity;
const cached = { cache: 'versioned' as const };

// Bodies and the status filter are taken loosely and checked by the services, after the caller
// is known to see the group or subcourse and to hold the role: a stranger learns nothing from a
// 400 about a body it may not send.
const looseBody = z.record(z.string(), z.unknown()).nullish();
const statusQuery = z.object({
  status: z
    .string()
    .optional()
    .describe('open, approved, declined, cancelled, applied or all (the default)'),
});

/** A group's requests to move after the allocation is published, and the staff's decisions. */
const changeRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/group/:groupId/change-requests',
    {
      schema: {
        tags,
        security,
        params: groupChangeRequestsParams,
        body: documentedBody(looseBody, changeRequestBody),
        response: { 201: changeRequest, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const created = await requestChange(ctx, actor, request.params.groupId, request.body ?? {});
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/group/:groupId/change-requests',
    {
      config: cached,
      schema: {
        tags,
        security,
        params: groupChangeRequestsParams,
        response: { 200: changeRequests, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => listRequestsOfGroup(ctx, requireActor(request), request.params.groupId),
  );

  app.put(
    '/api/group/:groupId/change-requests/:requestId/cancel',
    {
      schema: {
        tags,
        security,
        params: groupChangeRequestParams,
        response: { 200: changeRequest, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      cancelChangeRequest(
        ctx,
        requireActor(request),
        request.params.groupId,
        request.params.requestId,
      ),
  );

  app.get(
    '/api/admin/:subcourseId/change-requests',
    {
      config: cached,
      schema: {
        tags,
        security,
        params: subcourseIdParams,
        querystring: statusQuery,
        response: { 200: changeRequests, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      listRequestsOfSubcourse(
        ctx,
        requireActor(request),
        request.params.subcourseId,
        request.query,
      ),
  );

  app.put(
    '/api/admin/:subcourseId/change-requests/:requestId',
    {
      schema: {
        tags,
        security,
        params: subcourseChangeRequestParams,
        body: documentedBody(looseBody, changeRequestDecisionBody),
        response: { 200: changeRequest, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      decideChangeRequest(
        ctx,
        requireActor(request),
        request.params.subcourseId,
        request.params.requestId,
        request.body ?? {},
        request,
      ),
  );
};

export default changeRequestsRoutes;
