import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountTypeParam,
  deleteAccountBody,
  deletionCheckResponse,
  messageResponse,
  myDataExportDocument,
  subcourseStudentParams,
} from '@capstone/contracts';
import { bearerSecurity, documentedBody, errorResponses } from '../../lib/route-docs';
import { bearerToken, requireActor } from '../../plugins/auth';
import { checkMyDeletion } from './deletion-check.service';
import { deleteMyAccount, exportMyData, type ExportFile } from './my-data.service';
import { eraseStudentByStaff, exportStudentForStaff } from './student-data-request.service';

const tags = ['my data'];

/**
 * Sends an export as a file: never cached (it holds everything about a person). The document is
 * written indented, for a person to read, so it leaves as a string the response schema
 * (`myDataExportDocument`) only documents.
 */
const sendFile = <R extends FastifyReply>(reply: R, file: ExportFile) =>
  reply
    .type('application/json; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(JSON.stringify(file.document, null, 2));

/**
 * "My data" (README.md, "Your data"): exports of what the product holds about a person, and
 * deletion.
 */
const myDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/:role/me/export',
    {
      schema: {
        tags,
        security: bearerSecurity,
        description: 'Everything the product holds about the caller, as one JSON document.',
        params: accountTypeParam,
        produces: ['application/json'],
        response: { 200: myDataExportDocument, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) =>
      sendFile(reply, await exportMyData(ctx, requireActor(request), request.params.role)),
  );

  app.get(
    '/api/:role/me/deletion',
    {
      schema: {
        tags,
        security: bearerSecurity,
        description:
          'What deleting the caller (students and clients) needs, read before asking: the ' +
          'password, or for an account without one a sign-in of the last minutes; and the ' +
          "client's projects in active offerings that refuse it.",
        params: accountTypeParam,
        response: { 200: deletionCheckResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      checkMyDeletion(
        ctx,
        requireActor(request),
        request.params.role,
        bearerToken(request.headers.authorization) ?? '',
      ),
  );

  app.delete(
    '/api/:role/me',
    {
      schema: {
        tags,
        security: bearerSecurity,
        description:
          'Deletes the caller (students and clients) after the password, or for an account ' +
          'without one a sign-in of the last minutes.',
        params: accountTypeParam,
        // The service checks `deleteAccountBody` itself, after the account type.
        body: documentedBody(z.record(z.string(), z.unknown()).optional(), deleteAccountBody),
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization) ?? '';
      const message = await deleteMyAccount(
        ctx,
        requireActor(request),
        request.params.role,
        request.body,
        token,
      );
      return { message };
    },
  );

  app.get(
    '/api/staff/subcourse/:subcourseId/students/:studentId/export',
    {
      schema: {
        tags,
        security: bearerSecurity,
        description:
          'A course admin exports what the offering holds about one of its students (of the ' +
          'account only name, email and zID).',
        params: subcourseStudentParams,
        produces: ['application/json'],
        response: { 200: myDataExportDocument, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await exportStudentForStaff(ctx, requireActor(request), request.params, request),
      ),
  );

  app.delete(
    '/api/staff/subcourse/:subcourseId/students/:studentId/data',
    {
      schema: {
        tags,
        security: bearerSecurity,
        description:
          'A course admin erases what the offering holds about a student removed from it; the ' +
          'account and other offerings stay.',
        params: subcourseStudentParams,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      message: await eraseStudentByStaff(ctx, requireActor(request), request.params, request),
    }),
  );
};

export default myDataRoutes;
