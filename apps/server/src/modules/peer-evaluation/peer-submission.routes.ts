import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  myPeerResults,
  peerRoundParams,
  peerSavedResponse,
  peerSubmission,
  peerSubmissionBody,
} from '@capstone/contracts';
import { bearerSecurity, documentedBody, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import { readMyResults } from './my-results.service';
import { looseBody } from './loose-body';
import { readSubmission } from './read-submission.service';
import { saveSubmission } from './save-submission.service';

const tags = ['peer evaluation'];
const security = bearerSecurity;

/** A student's own side of a round: the form, the submission, the released summary. */
const peerSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/peer-rounds/:roundId/submission',
    {
      schema: {
        tags,
        security,
        params: peerRoundParams,
        response: { 200: peerSubmission, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => readSubmission(ctx, requireActor(request), request.params.roundId),
  );

  app.put(
    '/api/peer-rounds/:roundId/submission',
    {
      schema: {
        tags,
        security,
        params: peerRoundParams,
        body: documentedBody(looseBody, peerSubmissionBody),
        response: { 200: peerSavedResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      saveSubmission(ctx, requireActor(request), request.params.roundId, request.body ?? {}),
  );

  app.get(
    '/api/peer-rounds/:roundId/my-results',
    {
      schema: {
        tags,
        security,
        params: peerRoundParams,
        response: { 200: myPeerResults, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => readMyResults(ctx, requireActor(request), request.params.roundId),
  );
};

export default peerSubmissionRoutes;
