import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bioBody,
  bioResponse,
  groupIdParams,
  groupLinksResponse,
  groupMembersResponse,
  groupRowsResponse,
  groupSubcourseParams,
  groupView,
  joinLeaveBody,
  leadBody,
  leadResponse,
  leadSetResponse,
  leadWhoResponse,
  linkBody,
  messageResponse,
} from '@capstone/contracts';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import { addLink, chooseLead, updateBio } from './group-profile.service';
import { joinGroup, leaveGroup } from './join-leave.service';
import {
  getGroupDetails,
  getGroupMembers,
  isCallerLead,
  listSubcourseGroups,
  whoIsLead,
} from './read-groups.service';

const tags = ['groups'];
const security = bearerSecurity;
const readErrors = errorResponses(401, 404);
const writeErrors = errorResponses(400, 401, 403, 404);
// Answers that depend only on the database, the caller and the URL (docs/ARCHITECTURE.md).
const cached = { cache: 'versioned' as const };

/** The group list of S and the group membership and profile routes. */
const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/subcourse/groups/:subcourseId',
    {
      config: cached,
      schema: {
        tags,
        security,
        params: groupSubcourseParams,
        response: { 200: groupRowsResponse, ...readErrors },
      },
    },
    (request) => listSubcourseGroups(ctx, requireActor(request), request.params.subcourseId),
  );

  app.get(
    '/api/group/details/:groupId',
    {
      config: cached,
      schema: {
        tags,
        security,
        params: groupIdParams,
        response: { 200: groupView, ...readErrors },
      },
    },
    (request) => getGroupDetails(ctx, requireActor(request), request.params.groupId),
  );

  app.get(
    '/api/group/members/:groupId',
    {
      config: cached,
      schema: {
        tags,
        security,
        params: groupIdParams,
        response: { 200: groupMembersResponse, ...readErrors },
      },
    },
    (request) => getGroupMembers(ctx, requireActor(request), request.params.groupId),
  );

  app.put(
    '/api/group/join',
    {
      schema: {
        tags,
        security,
        body: joinLeaveBody,
        response: { 200: messageResponse, ...writeErrors },
      },
    },
    (request) => joinGroup(ctx, requireActor(request), request.body),
  );

  app.put(
    '/api/group/leave',
    {
      schema: {
        tags,
        security,
        body: joinLeaveBody,
        response: { 200: messageResponse, ...writeErrors },
      },
    },
    (request) => leaveGroup(ctx, requireActor(request), request.body),
  );

  app.get(
    '/api/group/:groupId/lead',
    {
      config: cached,
      schema: {
        tags,
        security,
        params: groupIdParams,
        response: { 200: leadResponse, ...readErrors },
      },
    },
    (request) => isCallerLead(ctx, requireActor(request), request.params.groupId),
  );

  app.get(
    '/api/group/:groupId/lead/who',
    {
      config: cached,
      schema: {
        tags,
        security,
        params: groupIdParams,
        response: { 200: leadWhoResponse, ...readErrors },
      },
    },
    (request) => whoIsLead(ctx, requireActor(request), request.params.groupId),
  );

  app.post(
    '/api/group/:groupId/lead',
    {
      schema: {
        tags,
        security,
        params: groupIdParams,
        body: leadBody,
        response: { 200: leadSetResponse, ...writeErrors },
      },
    },
    (request) => chooseLead(ctx, requireActor(request), request.params.groupId, request.body),
  );

  app.post(
    '/api/group/:groupId/bio',
    {
      schema: {
        tags,
        security,
        params: groupIdParams,
        body: bioBody,
        response: { 200: bioResponse, ...writeErrors },
      },
    },
    (request) => updateBio(ctx, requireActor(request), request.params.groupId, request.body),
  );

  app.post(
    '/api/group/links/:groupId',
    {
      schema: {
        tags,
        security,
        params: groupIdParams,
        body: linkBody,
        response: { 200: groupLinksResponse, ...writeErrors },
      },
    },
    (request) => addLink(ctx, requireActor(request), request.params.groupId, request.body),
  );
};

export default groupsRoutes;
