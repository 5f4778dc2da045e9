import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, MESSAGES } from '@capstone/contracts';
import { pingDatabase } from '../../db/client';
import type { ListenerStates } from '../../db/listener-states';

/**
 * Liveness that means something: the answer is 200 only when the database answers too. It
 * also shows whether each LISTEN connection hears the other processes (PostgreSQL; none on the
 * embedded database). A deaf one does not make the process unhealthy: it answers correctly,
 * with its caches off, while it reconnects, so a load balancer should keep sending to it.
 */
const healthRoutes: FastifyPluginAsyncZod<{ listeners: ListenerStates }> = async (
  app,
  { listeners },
) => {
  app.get(
    '/api/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.string(),
            listeners: z.record(z.string(), z.enum(['listening', 'deaf'])),
          }),
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
      return { status: 'ok' as const, database: app.ctx.dbKind, listeners: listeners.snapshot() };
    },
  );
};

export default healthRoutes;
