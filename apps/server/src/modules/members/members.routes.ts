import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addStudentsBody,
  addTutorsBody,
  clientOverviewEntry,
  IMPORT_BODY_LIMIT_BYTES,
  importResponse,
  memberAccountParams,
  memberEntry,
  messageResponse,
  removeStudentQuery,
  subcourseIdParams,
} from '@capstone/contracts';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import { addStudents, addTutors } from './import.service';
import { countUnallocated, listClients, listMembers } from './member-lists.service';
import { removeStudent } from './remove-student.service';
import { resendAccessCode } from './resend-access-code.service';

const tags = ['members'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404, 413);
/** Imports also answer 429 past the staff member's daily budget. */
const importErrors = errorResponses(400, 401, 403, 404, 413, 429);

/** Member import, removal, access-code resend and the member lists. */
const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/staff/subcourse/add-students',
    {
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      config: { rowsCheckedByService: 'students' },
      schema: {
        tags,
        security,
        body: addStudentsBody,
        response: { 200: importResponse, ...importErrors },
      },
    },
    (request) => addStudents(ctx, requireActor(request), request.body, request),
  );

  app.post(
    '/api/staff/subcourse/add-tutors',
    {
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      config: { rowsCheckedByService: 'tutors' },
      schema: {
        tags,
        security,
        body: addTutorsBody,
        response: { 200: importResponse, ...importErrors },
      },
    },
    (request) => addTutors(ctx, requireActor(request), request.body, request),
  );

  app.delete(
    '/api/student/remove',
    {
      schema: {
        tags,
        security,
        querystring: removeStudentQuery,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => ({
      message: await removeStudent(ctx, requireActor(request), request.query, request),
    }),
  );

  app.post(
    '/api/staff/subcourse/:subcourseId/members/:accountId/access-code',
    {
      schema: {
        tags,
        security,
        description:
          'Issue 18: a course admin of S mails a fresh access code to a member of S (student or ' +
          'staff) who has not set a password; the old code stops working. The mail goes through ' +
          'the outbox, and the members list shows its state as `access_email`. 404 for an ' +
          'account that is not a member of S, 409 once it has set a password; 3 resends per ' +
          'account in 15 minutes and 100 per caller an hour, then 429.',
        params: memberAccountParams,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => ({
      message: await resendAccessCode(ctx, requireActor(request), request.params),
    }),
  );

  app.get(
    '/api/admin/subcourse/members/:subcourseId',
    {
      config: { cache: 'versioned' },
      schema: {
        tags,
        security,
        params: subcourseIdParams,
        response: { 200: z.array(memberEntry), ...errors },
      },
    },
    (request) => listMembers(ctx, requireActor(request), request.params.subcourseId),
  );

  app.get(
    '/api/admin/allclients/:subcourseId',
    {
      config: { cache: 'versioned' },
      schema: {
        tags,
        security,
        params: subcourseIdParams,
        response: { 200: z.array(clientOverviewEntry), ...errors },
      },
    },
    (request) => listClients(ctx, requireActor(request), request.params.subcourseId),
  );

  app.get(
    '/api/admin/students/unallocated/:subcourseId',
    {
      config: { cache: 'versioned' },
      schema: {
        tags,
        security,
        params: subcourseIdParams,
        response: { 200: z.number().int(), ...errors },
      },
    },
    (request) => countUnallocated(ctx, requireActor(request), request.params.subcourseId),
  );
};

export default membersRoutes;
