import fp from 'fastify-plugin';
import { MESSAGES } from '@capstone/contracts';
import { unauthorized } from '../lib/app-error';
import type { Actor } from '../lib/context';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, or null on a public route called without a token. */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Routes need a token unless they say otherwise. */
    auth?: 'public' | 'optional';
  }
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  return header ? /^Bearer (.+)$/i.exec(header)?.[1] : undefined;
}

/** Reads the bearer token on every request; a route's `config.auth` decides if one is needed. */
export default fp(
  async (app) => {
    app.decorateRequest('actor', null);
    app.addHook('onRequest', async (request) => {
      const auth = request.routeOptions.config.auth;
      const url = request.routeOptions.url;
      // The web app's files and the API docs are public; only API routes carry tokens.
      if (auth === 'public' || !url?.startsWith('/api/') || url.startsWith('/api/docs')) return;
      const header = request.headers.authorization;
      if (!header) {
        if (auth === 'optional') return;
        throw unauthorized(MESSAGES.missingAuth);
      }
      const token = bearerToken(header);
      if (!token) throw unauthorized(MESSAGES.invalidToken);
      // A route about one subcourse gets the caller's access to it with the account check.
      const { subcourseId } = (request.params ?? {}) as { subcourseId?: unknown };
      const scope = typeof subcourseId === 'string' ? { subcourseId } : undefined;
      const actor = await app.ctx.tokens.authenticate(token, scope);
      if (!actor) throw unauthorized(MESSAGES.invalidToken);
      request.actor = actor;
    });
  },
  { name: 'auth', dependencies: ['context', 'errors'] },
);

/** The actor of a route that requires a token; the hook has already answered 401 otherwise. */
export function requireActor(request: { actor: Actor | null }): Actor {
  if (!request.actor) throw unauthorized(MESSAGES.missingAuth);
  return request.actor;
}
