import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REPORT_CONTENT_TYPE, subcourseIdParams } from '@capstone/contracts';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import { generateReport } from './report.service';

/** The staff report of a subcourse, as CSV. */
const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/subcourse/:subcourseId/report',
    {
      config: { cache: 'versioned' },
      schema: {
        tags: ['reports'],
        security: bearerSecurity,
        params: subcourseIdParams,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('RFC 4180 CSV, CRLF line ends, UTF-8 without BOM'),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await generateReport(
        ctx,
        requireActor(request),
        request.params.subcourseId,
      );
      return reply
        .type(REPORT_CONTENT_TYPE)
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );
};

export default reportsRoutes;
