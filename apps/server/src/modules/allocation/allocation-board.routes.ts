import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allocationSaveBody,
  allocationSaveResponse,
  idParam,
  messageResponse,
} from '@capstone/contracts';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import { saveProjectBoard } from './save-project-board.service';
import { saveStudentBoard } from './save-student-board.service';

const tags = ['allocation'];
const security = bearerSecurity;
const params = z.object({ subcourseId: idParam });
const schema = {
  tags,
  security,
  params,
  body: allocationSaveBody,
  response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404) },
};
/** A project publish also answers its version number, and a stale board gets 409. */
const projectSchema = {
  ...schema,
  response: { 200: allocationSaveResponse, ...errorResponses(400, 401, 403, 404, 409) },
};

/** The two board saves, projects to groups and students to groups: drafts and publishes. */
const allocationBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post('/api/admin/allocate/:subcourseId/project', { schema: projectSchema }, (request) =>
    saveProjectBoard(ctx, requireActor(request), request.params.subcourseId, request.body, request),
  );

  app.post('/api/admin/allocate/:subcourseId/student', { schema }, (request) =>
    saveStudentBoard(ctx, requireActor(request), request.params.subcourseId, request.body, request),
  );
};

export default allocationBoardRoutes;
