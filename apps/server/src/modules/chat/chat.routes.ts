import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  channelCreatorsResponse,
  channelIdParams,
  channelListParams,
  channelListResponse,
  channelMembersResponse,
  channelPostParams,
  channelSubcourseParams,
  conversationsQuery,
  conversationsResponse,
  createChannelBody,
  createChannelResponse,
  messageResponse,
  pinnedPostsResponse,
  pinnedStatusResponse,
  pinParams,
} from '@capstone/contracts';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import {
  getConversations,
  getPinnedStatus,
  listCreators,
  listMembers,
  listPinned,
  setPin,
} from './channel-read.service';
import { createChannel, listAllChannels, listChannels } from './channels.service';

const tags = ['chat'];
const security = bearerSecurity;
// Every chat route may answer 400 (bad id segment, archived, client without an active term).
const errors = errorResponses(400, 401, 403, 404);
// Answers that depend only on the database, the caller and the URL (docs/ARCHITECTURE.md).
const cached = { cache: 'versioned' as const };

/** The chat REST routes under `/api/channels`; posts and replies arrive over the socket. */
const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/channels/list/:id',
    {
      config: cached,
      schema: {
        tags,
        security,
        params: channelListParams,
        response: { 200: channelListResponse, ...errors },
      },
    },
    (request) => listChannels(ctx, requireActor(request), request.params.id),
  );

  app.get(
    '/api/channels/list/:subcourseId/all',
    {
      config: cached,
      schema: {
        tags,
        security,
        params: channelSubcourseParams,
        response: { 200: channelListResponse, ...errors },
      },
    },
    (request) => listAllChannels(ctx, requireActor(request), request.params.subcourseId),
  );

  app.post(
    '/api/channels/:subcourseId/create',
    {
      schema: {
        tags,
        security,
        params: channelSubcourseParams,
        body: createChannelBody,
        response: { 200: createChannelResponse, ...errors },
      },
    },
    (request) =>
      createChannel(ctx, requireActor(request), request.params.subcourseId, request.body, request),
  );

  app.get(
    '/api/channels/:channelId/conversations',
    {
      config: cached,
      schema: {
        tags,
        security,
        params: channelIdParams,
        querystring: conversationsQuery,
        response: { 200: conversationsResponse, ...errors },
      },
    },
    (request) =>
      getConversations(ctx, requireActor(request), request.params.channelId, request.query),
  );

  app.put(
    '/api/channels/:action/:channelId/:postId',
    {
      schema: {
        tags,
        security,
        params: pinParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    (request) => setPin(ctx, requireActor(request), request.params),
  );

  app.get(
    '/api/channels/pinned/:channelId/:postId',
    {
      config: cached,
      schema: {
        tags,
        security,
        params: channelPostParams,
        response: { 200: pinnedStatusResponse, ...errors },
      },
    },
    (request) =>
      getPinnedStatus(ctx, requireActor(request), request.params.channelId, request.params.postId),
  );

  app.get(
    '/api/channels/pinned/:channelId',
    {
      config: cached,
      schema: {
        tags,
        security,
        params: channelIdParams,
        response: { 200: pinnedPostsResponse, ...errors },
      },
    },
    (request) => listPinned(ctx, requireActor(request), request.params.channelId),
  );

  app.get(
    '/api/channels/:channelId/members',
    {
      config: cached,
      schema: {
        tags,
        security,
        params: channelIdParams,
        response: { 200: channelMembersResponse, ...errors },
      },
    },
    (request) => listMembers(ctx, requireActor(request), request.params.channelId),
  );

  app.get(
    '/api/channels/:channelId/creators',
    {
      config: cached,
      schema: {
        tags,
        security,
        params: channelIdParams,
        response: { 200: channelCreatorsResponse, ...errors },
      },
    },
    (request) => listCreators(ctx, requireActor(request), request.params.channelId),
  );
};

export default chatRoutes;
