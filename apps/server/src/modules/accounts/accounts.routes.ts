import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDetails,
  accountTypeParam,
  clientRegisterBody,
  courseCard,
  forgotPasswordBody,
  idParam,
  loginBody,
  loginResponse,
  messageResponse,
  MESSAGES,
  registerBody,
  resendVerificationBody,
  resetPasswordBody,
  subcourseCard,
  universityRegisterBody,
  verifyEmailBody,
  verifyPinBody,
} from '@capstone/contracts';
import { bearerSecurity, documentedBody, errorResponses } from '../../lib/route-docs';
import { bearerToken, requireActor } from '../../plugins/auth';
import { assertPasswordsAllowed } from '../../policies/sign-in.policy';
import { getAccountDetails } from './details.service';
import { login } from './login.service';
import { logout } from './logout.service';
import { listMyCourses } from './my-courses.service';
import { forgotPassword, resetPassword, verifyPin } from './password-reset.service';
import { register } from './register.service';
import { resendVerification, verifyEmail } from './email-verification.service';

const tags = ['accounts'];
/** A step that exists only for password accounts: `SSO_ONLY` turns it off. */
const passwordRoute = { auth: 'public', passwordStep: true } as const;
const errors = errorResponses(400, 401, 403, 404, 429);
/** The route takes any object; the service checks it against `documented` (route-docs.ts). */
const looseBody = (documented: z.ZodType) =>
  documentedBody(z.record(z.string(), z.unknown()), documented);

/** Account routes under `/api/{role}`; each one hands its input to one service function. */
const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // Before the body is checked: with SSO_ONLY the step is off, whatever the form holds.
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.passwordStep) return;
    assertPasswordsAllowed(ctx.config.signIn, (request.params as { role?: string }).role ?? '');
  });

  app.post(
    '/api/:role/register',
    {
      config: passwordRoute,
      schema: {
        tags,
        params: accountTypeParam,
        description:
          'Student and staff send the university fields (`zid` and its email), clients the ' +
          'company fields; the schema of `{role}` decides.',
        body: documentedBody(
          registerBody,
          z.union([universityRegisterBody(ctx.config.institution), clientRegisterBody]),
        ),
        response: { 201: messageResponse, ...errors },
      },
    },
    async (request, reply) => {
      const message = await register(ctx, request.params.role, request.body, request);
      return reply.code(201).send({ message });
    },
  );

  app.post(
    '/api/:role/login',
    {
      config: passwordRoute,
      schema: {
        tags,
        params: accountTypeParam,
        body: loginBody,
        response: { 200: loginResponse, ...errors },
      },
    },
    (request) => login(ctx, request.params.role, request.body, request),
  );

  app.post(
    '/api/:role/verify-email',
    {
      config: passwordRoute,
      schema: {
        tags,
        description: 'api.md §20.1: the 6-digit code mailed at registration proves the email.',
        params: accountTypeParam,
        body: looseBody(verifyEmailBody),
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await verifyEmail(ctx, request.params.role, request.body, request);
      return { message: MESSAGES.emailVerified };
    },
  );

  app.post(
    '/api/:role/verify-email/resend',
    {
      config: passwordRoute,
      schema: {
        tags,
        description:
          'api.md §20.1: mails a fresh code to an unverified account; same answer for any email.',
        params: accountTypeParam,
        body: looseBody(resendVerificationBody),
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await resendVerification(ctx, request.params.role, request.body, request);
      return { message: MESSAGES.verificationEmailSent };
    },
  );

  app.post(
    '/api/:role/logout',
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: accountTypeParam,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization) ?? '';
      await logout(ctx, requireActor(request), request.params.role, token);
      return { message: MESSAGES.loggedOut };
    },
  );

  app.post(
    '/api/:role/forgot-password',
    {
      config: passwordRoute,
      schema: {
        tags,
        params: accountTypeParam,
        body: looseBody(forgotPasswordBody),
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await forgotPassword(ctx, request.params.role, request.body, request);
      return { message: MESSAGES.resetEmailSent };
    },
  );

  app.post(
    '/api/:role/verify-pin',
    {
      config: passwordRoute,
      schema: {
        tags,
        params: accountTypeParam,
        body: looseBody(verifyPinBody),
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await verifyPin(ctx, request.params.role, request.body, request);
      return { message: MESSAGES.pinVerified };
    },
  );

  app.post(
    '/api/:role/reset-password',
    {
      config: passwordRoute,
      schema: {
        tags,
        params: accountTypeParam,
        body: looseBody(resetPasswordBody),
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.params.role, request.body, request);
      return { message: MESSAGES.passwordReset };
    },
  );

  app.get(
    '/api/:role/details/:id',
    {
      config: { cache: 'versioned' },
      schema: {
        tags,
        security: bearerSecurity,
        params: accountTypeParam.extend({ id: idParam }),
        response: { 200: accountDetails, ...errors },
      },
    },
    (request) =>
      getAccountDetails(ctx, requireActor(request), request.params.role, request.params.id),
  );

  app.get(
    '/api/:role/subcourse/all',
    {
      config: { cache: 'versioned' },
      schema: {
        tags,
        security: bearerSecurity,
        params: accountTypeParam,
        response: {
          200: z.union([z.array(subcourseCard), z.array(courseCard)]),
          ...errorResponses(403),
        },
      },
    },
    (request) => listMyCourses(ctx, requireActor(request), request.params.role),
  );
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A password step (login, registration, verification, reset) that `SSO_ONLY` turns off. */
    passwordStep?: boolean;
  }
}

export default accountsRoutes;
