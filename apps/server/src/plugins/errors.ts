import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@capstone/contracts';
import { AppError } from '../lib/app-error';

/**
 * The single place errors become responses: `{"Error": message}` with the status of api.md
 * §1.3. Known errors keep their message; anything unexpected is logged and answered generically.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        return reply.code(error.statusCode).headers(error.headers).send({ Error: error.message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        return reply.code(400).send({ Error: first?.message ?? 'Invalid request' });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors: malformed JSON, body too large, wrong content type.
        return reply.code(status).send({ Error: error.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ Error: MESSAGES.somethingWentWrong });
    });
  },
  { name: 'errors' },
);
