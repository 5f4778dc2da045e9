import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, MESSAGES } from '@capstone/contracts';
import { pingDatabase } from '../../db/client';

/** Liveness that means something: the answer is 200 only when the database answers too. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.ctx.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ Error: MESSAGES.databaseUnavailable });
      }
      return { status: 'ok' as const, database: app.ctx.dbKind };
    },
  );
};

export default healthRoutes;
