import { loginResponse, sessionExchangeBody } from '@capstone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-docs';
import { exchangeHandover } from './session-handover.service';

/** The last step of university sign-in and LMS launches: the hand-over code becomes a session. */
const sessionExchangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/auth/session/exchange',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['sign-in'],
        description:
          'Exchanges the one-time code of `/sso/complete#code=…` or `/lti/complete#code=…` ' +
          '(valid 60 s, single use) for the session, in the browser that holds the flow cookie ' +
          'of that sign-in; 400 `Sign-in expired or was already used. Please try again` otherwise.',
        body: sessionExchangeBody,
        response: { 200: loginResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { session, clearCookie } = await exchangeHandover(
        ctx,
        request.body.code,
        request.headers.cookie,
        request,
      );
      reply.header('Cache-Control', 'no-store').header('Set-Cookie', clearCookie);
      return session;
    },
  );
};

export default sessionExchangeRoutes;
