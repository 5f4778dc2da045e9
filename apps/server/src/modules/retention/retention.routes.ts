import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dueOfferings,
  messageResponse,
  postponeRetentionBody,
  subcourseIdParams,
} from '@capstone/contracts';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import { confirmDeletion, listDueOfferings, postponeDeletion } from './retention.service';

const tags = ['retention'];
const security = bearerSecurity;
const params = subcourseIdParams;
const errors = errorResponses(400, 401, 403, 404);

/**
 * Retention of archived offerings (README.md, "Retention"): the offerings due for deletion, and a
 * course admin's decision on each (delete now, or postpone with a reason).
 */
const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/admin/retention',
    {
      schema: {
        tags,
        security,
        description:
          'Archived offerings where the caller is course admin whose personal data is due for ' +
          'deletion (RETENTION_DAYS after archiving), not postponed past today.',
        response: { 200: dueOfferings, ...errorResponses(401, 403) },
      },
    },
    (request) => listDueOfferings(ctx, requireActor(request)),
  );

  app.post(
    '/api/admin/retention/:subcourseId/confirm',
    {
      schema: {
        tags,
        security,
        params,
        description:
          "Deletes the offering's enrolments, groups, preferences, wishlists, pitches, chat, " +
          'allocation log and mail; keeps the offering, its staff and projects.',
        response: { 200: messageResponse, ...errors },
      },
    },
    (request) => confirmDeletion(ctx, requireActor(request), request.params.subcourseId, request),
  );

  app.post(
    '/api/admin/retention/:subcourseId/postpone',
    {
      schema: {
        tags,
        security,
        params,
        body: postponeRetentionBody,
        description: 'Postpones the deletion until a date (within a year) for a stated reason.',
        response: { 200: messageResponse, ...errors },
      },
    },
    (request) =>
      postponeDeletion(
        ctx,
        requireActor(request),
        request.params.subcourseId,
        request.body,
        request,
      ),
  );
};

export default retentionRoutes;
