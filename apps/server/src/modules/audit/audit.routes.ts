import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditListResponse,
  auditQuery,
  REPORT_CONTENT_TYPE,
  subcourseIdParams,
} from '@capstone/contracts';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import { exportAuditCsv, listAudit } from './audit.service';

/**
 * The audit trail (README.md, "Audit trail"), read-only: there is no route that changes or deletes
 * an event (and the database refuses it, see the `audit_events` trigger).
 */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/admin/:subcourseId/audit',
    {
      schema: {
        tags: ['audit'],
        security: bearerSecurity,
        description:
          'Issue 20: the audit trail of S and of its parent course (events naming no ' +
          'subcourse), newest first, for course admins of S (tutors 403). Filters: `person` ' +
          '(actor account id), `action`, `from`/`to` (days in the server time zone, both ' +
          'included); pages of `limit` (≤ 500, default 100) from `offset`. `format=csv` ' +
          'answers every matching event (the newest 10,000) as CSV instead, named ' +
          '`activity-{code}-{year}-T{term}-{YYYY-MM-DD}.csv`; its last column, "What happened", ' +
          'is the sentence the Activity page shows.',
        params: subcourseIdParams,
        querystring: auditQuery,
        produces: ['application/json', 'text/csv'],
        response: {
          200: auditListResponse.or(z.string().describe('CSV when format=csv')),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { subcourseId } = request.params;
      reply.header('Cache-Control', 'no-store');
      if (request.query.format === 'csv') {
        const { fileName, csv } = await exportAuditCsv(ctx, actor, subcourseId, request.query);
        return reply
          .type(REPORT_CONTENT_TYPE)
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .send(csv);
      }
      return listAudit(ctx, actor, subcourseId, request.query);
    },
  );
};

export default auditRoutes;
