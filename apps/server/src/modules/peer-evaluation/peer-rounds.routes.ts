import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  groupMarks,
  groupMarksBody,
  messageResponse,
  peerReleasedResponse,
  peerRemindResponse,
  peerRoundBody,
  peerRoundEditBody,
  peerRoundParams,
  peerRoundProgress,
  peerRoundStaff,
  peerRoundStudent,
  subcourseIdParams,
} from '@capstone/contracts';
import { bearerSecurity, documentedBody, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import { closeRound } from './close-round.service';
import { createRound } from './create-round.service';
import { looseBody } from './loose-body';
import { editRound, removeRound } from './edit-round.service';
import { getPeerRound, listPeerRounds } from './read-rounds.service';
import { releaseRound } from './release.service';
import { remindRound } from './remind.service';
import { setMarks } from './set-marks.service';

const tags = ['peer evaluation'];
const security = bearerSecurity;

// No §23 route is cached: a round's status follows the clock, and the first read after a round's
// opening time takes its snapshot.

/** A course admin's rounds of S: create, edit, delete, close, remind, marks, release. */
const peerRoundsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/subcourse/:subcourseId/peer-rounds',
    {
      schema: {
        tags,
        security,
        params: subcourseIdParams,
        body: documentedBody(looseBody, peerRoundBody),
        response: { 201: peerRoundStaff, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const round = await createRound(
        ctx,
        requireActor(request),
        request.params.subcourseId,
        request.body ?? {},
        request,
      );
      return reply.code(201).send(round);
    },
  );

  app.get(
    '/api/subcourse/:subcourseId/peer-rounds',
    {
      schema: {
        tags,
        security,
        params: subcourseIdParams,
        response: {
          200: z.union([z.array(peerRoundStaff), z.array(peerRoundStudent)]),
          ...errorResponses(401, 404),
        },
      },
    },
    (request) => listPeerRounds(ctx, requireActor(request), request.params.subcourseId),
  );

  app.get(
    '/api/peer-rounds/:roundId',
    {
      schema: {
        tags,
        security,
        params: peerRoundParams,
        response: {
          200: z.union([peerRoundProgress, peerRoundStudent]),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    (request) => getPeerRound(ctx, requireActor(request), request.params.roundId),
  );

  app.put(
    '/api/peer-rounds/:roundId',
    {
      schema: {
        tags,
        security,
        params: peerRoundParams,
        body: documentedBody(looseBody, peerRoundEditBody),
        response: { 200: peerRoundStaff, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      editRound(ctx, requireActor(request), request.params.roundId, request.body ?? {}, request),
  );

  app.delete(
    '/api/peer-rounds/:roundId',
    {
      schema: {
        tags,
        security,
        params: peerRoundParams,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => removeRound(ctx, requireActor(request), request.params.roundId, request),
  );

  app.put(
    '/api/peer-rounds/:roundId/close',
    {
      schema: {
        tags,
        security,
        params: peerRoundParams,
        response: { 200: peerRoundStaff, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => closeRound(ctx, requireActor(request), request.params.roundId, request),
  );

  app.post(
    '/api/peer-rounds/:roundId/remind',
    {
      schema: {
        tags,
        security,
        params: peerRoundParams,
        response: { 200: peerRemindResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => remindRound(ctx, requireActor(request), request.params.roundId),
  );

  app.put(
    '/api/peer-rounds/:roundId/marks',
    {
      schema: {
        tags,
        security,
        params: peerRoundParams,
        body: documentedBody(looseBody, groupMarksBody),
        response: { 200: groupMarks, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      setMarks(ctx, requireActor(request), request.params.roundId, request.body ?? {}, request),
  );

  app.put(
    '/api/peer-rounds/:roundId/release',
    {
      schema: {
        tags,
        security,
        params: peerRoundParams,
        response: { 200: peerReleasedResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => releaseRound(ctx, requireActor(request), request.params.roundId, request),
  );
};

export default peerRoundsRoutes;
