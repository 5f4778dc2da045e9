import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  groupAutoParams,
  groupIdParams,
  groupPreferenceBody,
  groupWishlistParams,
  messageResponse,
  PREFERENCE_MESSAGES as M,
  preferenceOutList,
  preferenceSubcourseParams,
  studentDetailsBody,
  studentPreferenceBody,
  studentPreferenceParams,
  studentTutorialParams,
  studentWishlistResponse,
  suggestedPreference,
  topicPreferenceBody,
  topicPreferencesResponse,
} from '@capstone/contracts';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import {
  getGroupPreferences,
  getGroupWishlists,
  getSuggestedRanking,
  getTopicPreferences,
} from './group-reads.service';
import { submitGroupPreferences, submitTopicPreferences } from './group-preferences.service';
import { updateStudentDetails } from './student-details.service';
import {
  getStudentPreferences,
  getStudentTutorial,
  submitStudentPreferences,
} from './student-preferences.service';

const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404);
const studentTags = ['students'];
const groupTags = ['group preferences'];
const cached = { cache: 'versioned' as const };

/** The student profile and preference routes, and the group preference routes. */
const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/student/details',
    {
      schema: {
        tags: studentTags,
        security,
        body: studentDetailsBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await updateStudentDetails(ctx, requireActor(request), request.body);
      return { message: M.profileUpdated };
    },
  );

  app.get(
    '/api/student/preference/:subcourseId/:studentId',
    {
      config: cached,
      schema: {
        tags: studentTags,
        security,
        params: studentPreferenceParams,
        response: { 200: preferenceOutList, ...errors },
      },
    },
    (request) =>
      getStudentPreferences(
        ctx,
        requireActor(request),
        request.params.subcourseId,
        request.params.studentId,
      ),
  );

  app.get(
    '/api/student/tutorial/:studentId/:subcourseId',
    {
      config: cached,
      schema: {
        tags: studentTags,
        security,
        params: studentTutorialParams,
        response: { 200: z.string().nullable(), ...errors },
      },
    },
    async (request, reply) => {
      const tutorial = await getStudentTutorial(
        ctx,
        requireActor(request),
        request.params.studentId,
        request.params.subcourseId,
      );
      // A bare JSON value: sent serialised, so `null` is the body `null`.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(tutorial));
    },
  );

  app.post(
    '/api/student/preference/submit/:subcourseId',
    {
      schema: {
        tags: studentTags,
        security,
        params: preferenceSubcourseParams,
        body: studentPreferenceBody,
        response: { 201: messageResponse, ...errors },
      },
    },
    async (request, reply) => {
      await submitStudentPreferences(
        ctx,
        requireActor(request),
        request.params.subcourseId,
        request.body,
      );
      return reply.code(201).send({ message: M.studentPreferencesSaved });
    },
  );

  app.get(
    '/api/group/preference/:groupId',
    {
      config: cached,
      schema: {
        tags: groupTags,
        security,
        params: groupIdParams,
        response: { 200: preferenceOutList, ...errors },
      },
    },
    (request) => getGroupPreferences(ctx, requireActor(request), request.params.groupId),
  );

  app.post(
    '/api/group/preference/submit/:groupId',
    {
      schema: {
        tags: groupTags,
        security,
        params: groupIdParams,
        body: groupPreferenceBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await submitGroupPreferences(
        ctx,
        requireActor(request),
        request.params.groupId,
        request.body,
      );
      return { message: M.groupPreferenceSaved };
    },
  );

  app.get(
    '/api/group/preference/topic/:groupId',
    {
      config: cached,
      schema: {
        tags: groupTags,
        security,
        params: groupIdParams,
        response: { 200: topicPreferencesResponse, ...errors },
      },
    },
    (request) => getTopicPreferences(ctx, requireActor(request), request.params.groupId),
  );

  app.post(
    '/api/group/preference/topic/submit/:groupId',
    {
      schema: {
        tags: groupTags,
        security,
        params: groupIdParams,
        body: topicPreferenceBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await submitTopicPreferences(
        ctx,
        requireActor(request),
        request.params.groupId,
        request.body,
      );
      return { message: M.topicPreferenceSaved };
    },
  );

  app.get(
    '/api/group/preference/auto/:subcourseId/:groupId',
    {
      config: cached,
      schema: {
        tags: groupTags,
        security,
        params: groupAutoParams,
        response: { 200: z.array(suggestedPreference), ...errors },
      },
    },
    (request) =>
      getSuggestedRanking(
        ctx,
        requireActor(request),
        request.params.subcourseId,
        request.params.groupId,
      ),
  );

  app.get(
    '/api/group/wishlist/:groupId/:subcourseId',
    {
      config: cached,
      schema: {
        tags: groupTags,
        security,
        params: groupWishlistParams,
        response: { 200: studentWishlistResponse, ...errors },
      },
    },
    (request) =>
      getGroupWishlists(
        ctx,
        requireActor(request),
        request.params.groupId,
        request.params.subcourseId,
      ),
  );
};

export default preferencesRoutes;
