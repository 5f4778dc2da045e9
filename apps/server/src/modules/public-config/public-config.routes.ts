import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigResponse } from '@capstone/contracts';
import { presentPublicConfig } from './public-config.presenter';

/**
 * Settings change only with a restart, so browsers and proxies may keep an answer a while; after
 * a restart with other settings, a page loaded five minutes later sees them.
 */
const CACHE_CONTROL = 'public, max-age=300';

/** `GET /api/config`: the institution's rules the web checks forms with (public, no token). */
const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  const body = presentPublicConfig(config.institution, config.signIn, config);
  app.get(
    '/api/config',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['config'],
        description:
          'The university the server is set up for (UNI_EMAIL_DOMAINS, UNI_ID_PATTERN, ' +
          'UNI_ID_LABEL, TIME_ZONE): the web checks student and staff forms with these rules; ' +
          'how people sign in (OIDC_NAME, SSO_ONLY, STAFF_SIGNUP); and what the privacy notice ' +
          'says (PRIVACY_OPERATOR, PRIVACY_CONTACT, RETENTION_DAYS).',
        response: { 200: publicConfigResponse },
      },
    },
    async (_request, reply) => reply.header('Cache-Control', CACHE_CONTROL).send(body),
  );
};

export default publicConfigRoutes;
