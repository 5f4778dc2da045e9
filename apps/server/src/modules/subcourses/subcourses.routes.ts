import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activatableResponse,
  activeResponse,
  archivedResponse,
  createSubcourseBody,
  createSubcourseResponse,
  emptyResponse,
  studentStaff,
  SUBCOURSE_MESSAGES,
  subcourseExistingQuery,
  subcourseIdParams,
  subcourseSettingsBody,
  subcourseSettingsResponse,
  subcourseView,
} from '@capstone/contracts';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import { checkOfferingFree, createSubcourse } from './create-subcourse.service';
import { activate, archive, isActivatable, isActive, isArchived } from './lifecycle.service';
import {
  getPreferenceRelease,
  getSubcourseView,
  listSubcourseStudents,
  updateSubcourseSettings,
} from './settings.service';

const tags = ['subcourses'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404);
const params = subcourseIdParams;

/** Subcourse routes (member import lives in the members module). */
const subcoursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/subcourse/existing',
    {
      config: { cache: 'versioned' },
      schema: {
        tags,
        security,
        querystring: subcourseExistingQuery,
        response: { 200: emptyResponse, ...errors },
      },
    },
    async (request) => {
      await checkOfferingFree(ctx, requireActor(request), request.query);
      return {};
    },
  );

  app.post(
    '/api/staff/subcourse/create',
    {
      schema: {
        tags,
        security,
        body: createSubcourseBody,
        // 429 past the parent course's offerings of the day.
        response: { 201: createSubcourseResponse, ...errors, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const id = await createSubcourse(ctx, requireActor(request), request.body);
      return reply
        .code(201)
        .send({ message: SUBCOURSE_MESSAGES.created, subcourse_id: id, subcourseId: id });
    },
  );

  app.get(
    '/api/subcourse/:subcourseId',
    {
      config: { cache: 'versioned' },
      schema: { tags, security, params, response: { 200: subcourseView, ...errors } },
    },
    (request) => getSubcourseView(ctx, requireActor(request), request.params.subcourseId),
  );

  app.put(
    '/api/subcourse/update/:subcourseId',
    {
      schema: {
        tags,
        security,
        params,
        body: subcourseSettingsBody,
        response: { 200: subcourseSettingsResponse, ...errors },
      },
    },
    (request) =>
      updateSubcourseSettings(
        ctx,
        requireActor(request),
        request.params.subcourseId,
        request.body,
        request,
      ),
  );

  app.get(
    '/api/subcourse/students/:subcourseId',
    {
      config: { cache: 'versioned' },
      schema: { tags, security, params, response: { 200: z.array(studentStaff), ...errors } },
    },
    (request) => listSubcourseStudents(ctx, requireActor(request), request.params.subcourseId),
  );

  app.get(
    '/api/subcourse/preference/release/:subcourseId',
    {
      config: { cache: 'versioned' },
      schema: { tags, security, params, response: { 200: z.boolean(), ...errors } },
    },
    (request) => getPreferenceRelease(ctx, requireActor(request), request.params.subcourseId),
  );

  app.put(
    '/api/subcourse/:subcourseId/archive',
    { schema: { tags, security, params, response: { 200: emptyResponse, ...errors } } },
    async (request) => {
      await archive(ctx, requireActor(request), request.params.subcourseId, request);
      return {};
    },
  );

  app.get(
    '/api/subcourse/:subcourseId/archive',
    {
      config: { cache: 'versioned' },
      schema: { tags, security, params, response: { 200: archivedResponse, ...errors } },
    },
    async (request) => ({
      archived: await isArchived(ctx, requireActor(request), request.params.subcourseId),
    }),
  );

  app.put(
    '/api/subcourse/:subcourseId/activate',
    { schema: { tags, security, params, response: { 200: emptyResponse, ...errors } } },
    async (request) => {
      await activate(ctx, requireActor(request), request.params.subcourseId, request);
      return {};
    },
  );

  app.get(
    '/api/subcourse/:subcourseId/active',
    {
      config: { cache: 'versioned' },
      schema: { tags, security, params, response: { 200: activeResponse, ...errors } },
    },
    async (request) => ({
      active: await isActive(ctx, requireActor(request), request.params.subcourseId),
    }),
  );

  app.get(
    '/api/subcourse/:subcourseId/activatable',
    {
      config: { cache: 'versioned' },
      schema: { tags, security, params, response: { 200: activatableResponse, ...errors } },
    },
    async (request) => ({
      activatable: await isActivatable(ctx, requireActor(request), request.params.subcourseId),
    }),
  );
};

export default subcoursesRoutes;
