import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  likedParams,
  likedResponse,
  messageResponse,
  STUDENT_MESSAGES,
  studentWishlistParams,
  studentWishlistResponse,
  wishlistBody,
} from '@capstone/contracts';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import {
  addWishlistProject,
  getStudentWishlist,
  isLiked,
  removeWishlistProject,
} from './wishlist.service';

const tags = ['wishlist'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404);
const updated = { message: STUDENT_MESSAGES.wishlistUpdated };

/** The student wishlist routes. */
const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.put(
    '/api/student/update/wishlist',
    {
      schema: { tags, security, body: wishlistBody, response: { 200: messageResponse, ...errors } },
    },
    async (request) => {
      await addWishlistProject(ctx, requireActor(request), request.body);
      return updated;
    },
  );

  app.put(
    '/api/student/remove/wishlist',
    {
      schema: { tags, security, body: wishlistBody, response: { 200: messageResponse, ...errors } },
    },
    async (request) => {
      await removeWishlistProject(ctx, requireActor(request), request.body);
      return updated;
    },
  );

  app.get(
    '/api/student/liked/:projectId/:subcourseId',
    {
      config: { cache: 'versioned' },
      schema: { tags, security, params: likedParams, response: { 200: likedResponse, ...errors } },
    },
    (request) =>
      isLiked(ctx, requireActor(request), request.params.projectId, request.params.subcourseId),
  );

  app.get(
    '/api/student/wishlist/:subcourseId/:studentId',
    {
      config: { cache: 'versioned' },
      schema: {
        tags,
        security,
        params: studentWishlistParams,
        response: { 200: studentWishlistResponse, ...errors },
      },
    },
    (request) =>
      getStudentWishlist(
        ctx,
        requireActor(request),
        request.params.subcourseId,
        request.params.studentId,
      ),
  );
};

export default wishlistRoutes;
