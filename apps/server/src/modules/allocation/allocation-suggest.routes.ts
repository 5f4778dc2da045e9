import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allocationReport,
  autoAllocateQuery,
  autoAllocation,
  projectDemand as projectDemandResponse,
  subcourseIdParams,
  teamSuggestion,
} from '@capstone/contracts';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import { autoAllocate, autoAllocationReport } from './auto-allocate.service';
import { projectDemand } from './project-demand.service';
import { suggestTeams } from './team-suggestion.service';

const tags = ['allocation'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404);
// Suggestions are reads: they depend only on the database, the caller and the URL (query
// included), so a repeated request of unchanged data is answered from the response cache.
const cached = { cache: 'versioned' as const };
// The engine's routes check the query only once the caller may see S (404, then 403, then 400),
// so their schema failure is handed to the service instead of answered at once.
const checkedLater = { attachValidation: true };

/** The board's suggestions (auto-allocation and its report), computed on demand and never saved. */
const allocationSuggestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/admin/:subcourseId/allocate/project/auto',
    {
      config: cached,
      ...checkedLater,
      schema: {
        tags,
        security,
        params: subcourseIdParams,
        querystring: autoAllocateQuery,
        response: { 200: autoAllocation, ...errors },
      },
    },
    (request) =>
      autoAllocate(
        ctx,
        requireActor(request),
        request.params.subcourseId,
        request.validationError ?? request.query,
      ),
  );

  app.get(
    '/api/admin/:subcourseId/allocate/project/auto/report',
    {
      config: cached,
      ...checkedLater,
      schema: {
        tags,
        security,
        params: subcourseIdParams,
        querystring: autoAllocateQuery,
        response: { 200: allocationReport, ...errors },
      },
    },
    (request) =>
      autoAllocationReport(
        ctx,
        requireActor(request),
        request.params.subcourseId,
        request.validationError ?? request.query,
      ),
  );

  app.get(
    '/api/admin/:subcourseId/allocate/project/demand',
    {
      config: cached,
      schema: {
        tags,
        security,
        params: subcourseIdParams,
        response: { 200: projectDemandResponse, ...errors },
      },
    },
    (request) => projectDemand(ctx, requireActor(request), request.params.subcourseId),
  );

  app.get(
    '/api/admin/:subcourseId/allocate/student/auto',
    {
      config: cached,
      schema: {
        tags,
        security,
        params: subcourseIdParams,
        response: { 200: teamSuggestion, ...errors },
      },
    },
    (request) => suggestTeams(ctx, requireActor(request), request.params.subcourseId),
  );
};

export default allocationSuggestRoutes;
