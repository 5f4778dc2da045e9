import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { inputLimitsMarkdown } from '../lib/input-limits-doc';
import { documentResponses, documentRoute } from './api-document';

/** OpenAPI generated from the route schemas, browsable at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Capstone API', version: '1.0.0', description: inputLimitsMarkdown() },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: documentRoute,
      transformObject: documentResponses,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'docs' },
);
