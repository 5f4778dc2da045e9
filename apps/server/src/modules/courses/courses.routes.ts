import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addClientBody,
  COURSE_MESSAGES,
  courseCard,
  courseCodesResponse,
  courseDetails,
  courseIdParams,
  courseSearchQuery,
  createCourseBody,
  createCourseResponse,
  formField,
  messageResponse,
  termDatesResponse,
  updateTermDatesBody,
} from '@capstone/contracts';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import { applyToCourse } from './apply.service';
import { createCourse, listOwnCourseCodes } from './create-course.service';
import {
  getClientQuestionnaire,
  getCourseDetails,
  getTermDates,
  listAllCourses,
  searchCourses,
} from './read-courses.service';
import { updateTermDates } from './update-term-dates.service';

const tags = ['courses'];
const bearer = bearerSecurity;
const optional = { auth: 'optional' } as const;
const errors = errorResponses(400, 401, 403, 404);

/** Parent-course routes; each one hands its input to one service function. */
const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/staff/course/create',
    {
      schema: {
        tags,
        security: bearer,
        body: createCourseBody,
        // 429 past the account's parent courses of the day.
        response: { 201: createCourseResponse, ...errors, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const courseId = await createCourse(ctx, requireActor(request), request.body);
      return reply.code(201).send({ message: COURSE_MESSAGES.created, course_id: courseId });
    },
  );

  app.get(
    '/api/staff/all-course-codes',
    {
      config: { cache: 'versioned' },
      schema: { tags, security: bearer, response: { 200: courseCodesResponse, ...errors } },
    },
    (request) => listOwnCourseCodes(ctx, requireActor(request)),
  );

  app.get(
    '/api/course/all',
    {
      config: { ...optional, cache: 'versioned' },
      schema: { tags, response: { 200: z.array(courseCard), ...errors } },
    },
    (request) => listAllCourses(ctx, request.actor),
  );

  app.get(
    '/api/course/search',
    {
      config: { ...optional, cache: 'versioned' },
      schema: {
        tags,
        querystring: courseSearchQuery,
        response: { 200: z.array(courseCard), ...errors },
      },
    },
    (request) => searchCourses(ctx, request.actor, request.query.query),
  );

  app.get(
    '/api/course/details/:courseId',
    {
      config: { ...optional, cache: 'versioned' },
      schema: { tags, params: courseIdParams, response: { 200: courseDetails, ...errors } },
    },
    (request) => getCourseDetails(ctx, request.actor, request.params.courseId),
  );

  app.get(
    '/api/course/term-dates/:courseId',
    {
      config: { cache: 'versioned' },
      schema: {
        tags,
        security: bearer,
        params: courseIdParams,
        response: { 200: termDatesResponse, ...errors },
      },
    },
    (request) => getTermDates(ctx, request.params.courseId),
  );

  app.get(
    '/api/course/client/questionnaire/:courseId',
    {
      config: { cache: 'versioned' },
      schema: {
        tags,
        security: bearer,
        params: courseIdParams,
        response: { 200: z.array(formField), ...errors },
      },
    },
    (request) => getClientQuestionnaire(ctx, requireActor(request), request.params.courseId),
  );

  app.put(
    '/api/course/addclient',
    {
      schema: {
        tags,
        security: bearer,
        body: addClientBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await applyToCourse(ctx, requireActor(request), request.body);
      return { message: COURSE_MESSAGES.clientAdded };
    },
  );

  app.put(
    '/api/course/update/date',
    {
      schema: {
        tags,
        security: bearer,
        body: updateTermDatesBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await updateTermDates(ctx, requireActor(request), request.body, request);
      return { message: COURSE_MESSAGES.datesAdded };
    },
  );
};

export default coursesRoutes;
