import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mentor,
  mentorQuotaBody,
  mentors,
  minGroupsBody,
  projectAllocationSettings,
  projectMentorBody,
  subcourseIdParams,
  subcourseProjectParams,
  subcourseStaffParams,
} from '@capstone/contracts';
import { bearerSecurity, documentedBody, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import { setProjectMentor, setProjectMinGroups, setQuota } from './mentor-settings.service';
import { listMentors } from './read-mentors.service';

const tags = ['allocation'];
const security = bearerSecurity;
const writeErrors = errorResponses(400, 401, 403, 404);
/** Bodies are checked by the services, after the caller and the path (route-docs.ts). */
const loose = (documented: z.ZodType) =>
  documentedBody(z.record(z.string(), z.unknown()).nullish(), documented);

/** Mentors of an offering's projects, their group quotas, and projects' soft minimums. */
const mentorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/admin/:subcourseId/mentors',
    {
      config: { cache: 'versioned' },
      schema: {
        tags,
        security,
        params: subcourseIdParams,
        response: { 200: mentors, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => listMentors(ctx, requireActor(request), request.params.subcourseId),
  );

  app.put(
    '/api/admin/:subcourseId/mentors/:staffId',
    {
      schema: {
        tags,
        security,
        params: subcourseStaffParams,
        body: loose(mentorQuotaBody),
        response: { 200: mentor, ...writeErrors },
      },
    },
    (request) => setQuota(ctx, requireActor(request), request.params, request.body),
  );

  app.put(
    '/api/admin/:subcourseId/projects/:projectId/mentor',
    {
      schema: {
        tags,
        security,
        params: subcourseProjectParams,
        body: loose(projectMentorBody),
        response: { 200: projectAllocationSettings, ...writeErrors },
      },
    },
    (request) => setProjectMentor(ctx, requireActor(request), request.params, request.body),
  );

  app.put(
    '/api/admin/:subcourseId/projects/:projectId/min-groups',
    {
      schema: {
        tags,
        security,
        params: subcourseProjectParams,
        body: loose(minGroupsBody),
        response: { 200: projectAllocationSettings, ...writeErrors },
      },
    },
    (request) => setProjectMinGroups(ctx, requireActor(request), request.params, request.body),
  );
};

export default mentorsRoutes;
