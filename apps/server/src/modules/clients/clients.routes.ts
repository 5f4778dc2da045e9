import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLIENT_MESSAGES,
  clientIdBody,
  clientSelf,
  messageResponse,
  updateClientBody,
} from '@capstone/contracts';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import { updateOwnProfile } from './update-profile.service';
import { rejectClient, verifyClient } from './verify-client.service';

const tags = ['clients'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404);

/**
 * Client routes except the two about projects (listing and deleting, in the projects module):
 * the client's own profile, and the course admin's verify and reject.
 */
const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.put(
    '/api/client/update',
    {
      schema: {
        tags,
        security,
        body: updateClientBody,
        // A new email's password check has a budget of wrong guesses: 429 once it is spent.
        response: { 200: clientSelf, ...errors, ...errorResponses(429) },
      },
    },
    (request) => updateOwnProfile(ctx, requireActor(request), request.body),
  );

  app.put(
    '/api/admin/client/verify',
    {
      schema: { tags, security, body: clientIdBody, response: { 200: messageResponse, ...errors } },
    },
    async (request) => {
      await verifyClient(ctx, requireActor(request), request.body, request);
      return { message: CLIENT_MESSAGES.verified };
    },
  );

  app.put(
    '/api/admin/client/reject',
    {
      schema: { tags, security, body: clientIdBody, response: { 200: messageResponse, ...errors } },
    },
    async (request) => {
      await rejectClient(ctx, requireActor(request), request.body, request);
      return { message: CLIENT_MESSAGES.rejected };
    },
  );
};

export default clientsRoutes;
