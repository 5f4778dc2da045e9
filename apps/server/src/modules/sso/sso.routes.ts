import { SIGN_IN_MESSAGES } from '@capstone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error';
import { errorResponses, redirectResponse as redirect } from '../../lib/route-docs';
import { signInRefusal } from '../identity/sign-in-error-code';
import { createOidcProvider } from './oidc-provider';
import {
  CALLBACK_PATH,
  failureLocation,
  finishOidcSignIn,
  startOidcSignIn,
} from './oidc-sign-in.service';

const tags = ['sign-in'];
const loginQuery = z.object({
  user: z.enum(['student', 'staff'], { error: 'user must be student or staff' }),
});
/**
 * The callback checks its query itself: every failure there ends on the login page, so nothing
 * here can refuse it. The provider's parameters are listed for the API document; the service
 * reads `state` and `error`, and the OIDC client the raw query string.
 */
const fromProvider = (what: string) => z.unknown().optional().describe(what);
const callbackQuery = z.object({
  code: fromProvider('The authorization code'),
  state: fromProvider('The state sent with the login redirect'),
  iss: fromProvider("The provider's issuer"),
  error: fromProvider('Why the provider refused, instead of a code'),
  error_description: fromProvider("The provider's words for the refusal"),
});

/** University sign-in with OpenID Connect: the login redirect and the callback. */
const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const settings = ctx.config.signIn.oidc;
  const provider = settings ? createOidcProvider(settings) : null;

  app.get(
    '/api/auth/oidc/login',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        description:
          'Sends the browser to the university (authorization code with PKCE) and sets the ' +
          "flow's cookie (HttpOnly, SameSite=Lax, Path=/api/auth); 404 when OIDC_ISSUER is not set.",
        querystring: loginQuery,
        response: { 302: redirect, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      if (!provider) throw notFound(SIGN_IN_MESSAGES.ssoNotConfigured);
      const { user } = request.query;
      try {
        const { location, cookie } = await startOidcSignIn(ctx, provider, user, request);
        reply.header('Cache-Control', 'no-store').header('Set-Cookie', cookie);
        return await reply.redirect(location, 302);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const refusal = signInRefusal(ctx, error, 'provider_down');
        return reply.redirect(failureLocation(ctx.config.webOrigin, refusal, user), 302);
      }
    },
  );

  app.get(
    CALLBACK_PATH,
    {
      // The query holds the authorization code and state: the request log leaves it out.
      config: { auth: 'public', logQuery: false },
      schema: {
        tags,
        description:
          "The provider sends the browser back here; with the flow's cookie, 302 to " +
          '/sso/complete#code=… (a one-time code for POST /api/auth/session/exchange), else to ' +
          '/login?sso_error=<code> (expired, not_staff, not_university, no_id, provider_down, ' +
          'signup_closed), with `&detail=<detail>` for no_id (no_email, no_university_id, ' +
          'id_mismatch, account_taken).',
        querystring: callbackQuery,
        response: { 302: redirect, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      if (!provider) throw notFound(SIGN_IN_MESSAGES.ssoNotConfigured);
      const rawQuery = request.url.slice(request.url.indexOf('?') + 1);
      const hasQuery = request.url.includes('?');
      const { location, cookie } = await finishOidcSignIn(
        ctx,
        provider,
        request.query,
        hasQuery ? rawQuery : '',
        request.headers.cookie,
      );
      reply.header('Cache-Control', 'no-store');
      if (cookie) reply.header('Set-Cookie', cookie);
      return reply.redirect(location, 302);
    },
  );
};

export default ssoRoutes;
