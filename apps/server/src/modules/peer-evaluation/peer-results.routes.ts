import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  hideCommentBody,
  peerComment,
  peerCommentParams,
  peerResults,
  peerRoundParams,
  REPORT_CONTENT_TYPE,
} from '@capstone/contracts';
import { bearerSecurity, documentedBody, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import { moderateComment } from './moderate-comment.service';
import { looseBody } from './loose-body';
import { readComments } from './read-comments.service';
import { exportResults, readResults } from './read-results.service';

const tags = ['peer evaluation'];
const security = bearerSecurity;

/** The staff's side once a round has closed: results, comments and moderation, the export. */
const peerResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/peer-rounds/:roundId/results',
    {
      schema: {
        tags,
        security,
        params: peerRoundParams,
        response: { 200: peerResults, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => readResults(ctx, requireActor(request), request.params.roundId),
  );

  app.get(
    '/api/peer-rounds/:roundId/comments',
    {
      schema: {
        tags,
        security,
        params: peerRoundParams,
        response: { 200: z.array(peerComment), ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => readComments(ctx, requireActor(request), request.params.roundId),
  );

  app.put(
    '/api/peer-rounds/:roundId/comments/:commentId/hide',
    {
      schema: {
        tags,
        security,
        params: peerCommentParams,
        body: documentedBody(looseBody, hideCommentBody),
        response: { 200: peerComment, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      moderateComment(
        ctx,
        requireActor(request),
        request.params.roundId,
        request.params.commentId,
        { hide: true, body: request.body ?? {} },
        request,
      ),
  );

  app.put(
    '/api/peer-rounds/:roundId/comments/:commentId/show',
    {
      schema: {
        tags,
        security,
        params: peerCommentParams,
        response: { 200: peerComment, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      moderateComment(
        ctx,
        requireActor(request),
        request.params.roundId,
        request.params.commentId,
        { hide: false },
        request,
      ),
  );

  app.get(
    '/api/peer-rounds/:roundId/export',
    {
      schema: {
        tags,
        security,
        params: peerRoundParams,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('RFC 4180 CSV, CRLF line ends, UTF-8 without BOM'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportResults(
        ctx,
        requireActor(request),
        request.params.roundId,
      );
      return reply
        .type(REPORT_CONTENT_TYPE)
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );
};

export default peerResultsRoutes;
