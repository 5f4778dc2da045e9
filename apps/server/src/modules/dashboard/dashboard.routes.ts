import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addLinkBody,
  dashboardStats,
  staffLinks,
  subcourseIdParams,
  tutorialGroups,
} from '@capstone/contracts';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import { getDashboardStats } from './dashboard-stats.service';
import { addLink, listLinks } from './staff-links.service';
import { getTutorialGroups } from './tutorial-groups.service';

const tags = ['dashboard'];
const security = bearerSecurity;
const params = subcourseIdParams;
const errors = errorResponses(400, 401, 403, 404);

/** Course dashboard routes: insight counts, shortcut links, tutorial groups. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/admin/dashboard/:subcourseId',
    {
      config: { cache: 'versioned' },
      schema: { tags, security, params, response: { 200: dashboardStats, ...errors } },
    },
    (request) => getDashboardStats(ctx, requireActor(request), request.params.subcourseId),
  );

  app.get(
    '/api/staff/links/:subcourseId',
    {
      config: { cache: 'versioned' },
      schema: { tags, security, params, response: { 200: staffLinks, ...errors } },
    },
    (request) => listLinks(ctx, requireActor(request), request.params.subcourseId),
  );

  app.post(
    '/api/staff/links/:subcourseId',
    {
      schema: {
        tags,
        security,
        params,
        body: addLinkBody,
        response: { 200: staffLinks, ...errors },
      },
    },
    (request) => addLink(ctx, requireActor(request), request.params.subcourseId, request.body),
  );

  app.get(
    '/api/staff/:subcourseId/tutorial/groups',
    {
      config: { cache: 'versioned' },
      schema: { tags, security, params, response: { 200: tutorialGroups, ...errors } },
    },
    (request) => getTutorialGroups(ctx, requireActor(request), request.params.subcourseId),
  );
};

export default dashboardRoutes;
