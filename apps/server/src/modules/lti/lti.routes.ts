import formbody from '@fastify/formbody';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ltiContextEntry,
  ltiConfirmLinkBody,
  ltiConfirmLinkResponse,
  ltiContextParams,
  ltiLinkBody,
  messageResponse,
  subcourseIdParams,
  importResponse,
} from '@capstone/contracts';
import { AppError } from '../../lib/app-error';
import type { RequestMeta } from '../../lib/context';
import { bearerSecurity, errorResponses, redirectResponse } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import { signInRefusal } from '../identity/sign-in-error-code';
import { confirmLink } from './lti-confirm-link.service';
import { publicKeySet } from './lti-keys';
import { completeLaunch, completePage } from './lti-launch.service';
import { getContext, linkToSubcourse, listLinkedContexts } from './lti-link.service';
import { startLogin } from './lti-login.service';
import { clearStateCookie } from './lti-state-cookie';
import { syncContext } from './lti-sync.service';

const tags = ['lti'];
const security = bearerSecurity;

const param = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .max(max, `${name} must be at most ${max} characters`)
    .min(1, `${name} is required`);

/** Third-party-initiated login (LTI 1.3 security §5.1.1): the platform's parameters. */
const loginInput = z.object({
  iss: param('iss', 500),
  login_hint: param('login_hint', 2000),
  target_link_uri: param('target_link_uri', 2000),
  lti_message_hint: param('lti_message_hint', 4000).optional(),
  client_id: param('client_id', 500).optional(),
  lti_deployment_id: param('lti_deployment_id', 500).optional(),
});

/** The launch's form. Checked by the service, so that any problem ends on a readable page. */
const launchBody = z.object({ id_token: z.unknown(), state: z.unknown() }).partial().loose();

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/** LTI 1.3 tool: key set, login, launch, linking and roster sync. */
const ltiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Platforms post forms (login and launch); scoped to these routes, JSON stays the rule elsewhere.
  await app.register(formbody, { bodyLimit: 128 * 1024 });

  app.get(
    '/api/lti/jwks',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        description: "The tool's public keys (JWKS), for the platforms' client-credentials checks.",
        response: { 200: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return publicKeySet(ctx.db);
    },
  );

  const login = async (
    input: z.infer<typeof loginInput>,
    meta: RequestMeta,
    reply: FastifyReply,
  ) => {
    const { location, cookies } = await startLogin(ctx, input, meta);
    noStore(reply).header('Set-Cookie', cookies);
    return reply.redirect(location, 302);
  };
  const loginDoc = {
    tags,
    description:
      'Third-party-initiated login: 302 to the platform with state and nonce; 400 for an ' +
      'unregistered platform or a target_link_uri that is not this tool.',
  };
  app.get(
    '/api/lti/login',
    {
      config: { auth: 'public' },
      schema: {
        ...loginDoc,
        querystring: loginInput,
        response: { 302: redirectResponse, ...errorResponses(400, 429) },
      },
    },
    (request, reply) => login(request.query, request, reply),
  );
  app.post(
    '/api/lti/login',
    {
      config: { auth: 'public' },
      schema: {
        ...loginDoc,
        body: loginInput,
        response: { 302: redirectResponse, ...errorResponses(400, 429) },
      },
    },
    (request, reply) => login(request.body, request, reply),
  );

  app.post(
    '/api/lti/launch',
    {
      config: { auth: 'public' },
      bodyLimit: 128 * 1024,
      schema: {
        tags,
        description:
          "The platform's form post (`id_token`, `state`): 302 to " +
          '`/lti/complete#code=…&subcourse=…[&link=…]` (a one-time code for ' +
          'POST /api/auth/session/exchange), or, refused, to `/lti/complete#error=<code>` ' +
          '(expired, not_linked, not_university, no_id, launch_invalid), with `&detail=<detail>` ' +
          'for no_id (no_email, no_university_id, id_mismatch, account_taken).',
        body: launchBody,
        response: { 302: redirectResponse },
      },
    },
    async (request, reply) => {
      const body = request.body as { id_token?: unknown; state?: unknown };
      const input = {
        id_token: typeof body.id_token === 'string' ? body.id_token : undefined,
        state: typeof body.state === 'string' ? body.state : undefined,
      };
      let location: string;
      try {
        location = await completeLaunch(ctx, input, request.headers.cookie, request);
      } catch (error) {
        if (!(error instanceof AppError)) request.log.error({ err: error }, 'LTI launch failed');
        // Only a code from the fixed list (`SignInErrorCode`), and its detail from another, leave;
        // the page words them.
        const { code, detail } = signInRefusal(ctx, error, 'launch_invalid');
        location = completePage({ error: code, ...(detail ? { detail } : {}) });
      }
      noStore(reply);
      if (input.state && input.state.length <= 100) {
        reply.header('Set-Cookie', clearStateCookie(input.state));
      }
      return reply.redirect(location, 302);
    },
  );

  app.post(
    '/api/lti/confirm-link',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        description:
          'A first launch whose email found a password account ends on ' +
          "`/lti/complete#confirm=<ref>`; that account's password links it and answers the " +
          'session the launch would have handed over (api.md §21.2). 400 for a wrong password ' +
          '(five per reference), 404 for an unknown, used or expired reference.',
        body: ltiConfirmLinkBody,
        response: { 200: ltiConfirmLinkResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return confirmLink(ctx, request.body, request);
    },
  );

  app.get(
    '/api/lti/context/:contextRef',
    {
      schema: {
        tags,
        security,
        description:
          'The LMS course to link: for an instructor who launched from it, or a course admin of ' +
          'the subcourse it is linked to (404 for anyone else).',
        params: ltiContextParams,
        response: { 200: ltiContextEntry, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => getContext(ctx, requireActor(request), request.params.contextRef),
  );

  app.put(
    '/api/lti/context/:contextRef/link',
    {
      schema: {
        tags,
        security,
        description:
          'Links the LMS course to a subcourse the caller administers; later launches land there.',
        params: ltiContextParams,
        body: ltiLinkBody,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      message: await linkToSubcourse(
        ctx,
        requireActor(request),
        request.params.contextRef,
        request.body.subcourseId,
        request,
      ),
    }),
  );

  app.post(
    '/api/lti/context/:contextRef/sync',
    {
      schema: {
        tags,
        security,
        description:
          "Brings the linked subcourse's class list in step with the LMS (Names and Role " +
          'Provisioning Services), through the member imports: their summary (api.md §6).',
        params: ltiContextParams,
        response: { 200: importResponse, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    (request) => syncContext(ctx, requireActor(request), request.params.contextRef, request),
  );

  app.get(
    '/api/lti/subcourse/:subcourseId/contexts',
    {
      schema: {
        tags,
        security,
        description: 'The LMS courses linked to the subcourse (staff of it).',
        params: subcourseIdParams,
        response: { 200: z.array(ltiContextEntry), ...errorResponses(401, 403, 404) },
      },
    },
    (request) => listLinkedContexts(ctx, requireActor(request), request.params.subcourseId),
  );
};

export default ltiRoutes;
