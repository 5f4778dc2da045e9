import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config/config';

const DEV_WEB_ORIGIN = 'http://localhost:5173';

/** The web origin and its WebSocket form (http → ws, https → wss), for the chat socket. */
export function connectSources(webOrigin: string): string[] {
  const origin = new URL(webOrigin).origin;
  const socket = origin.replace(/^http/, 'ws');
  return ["'self'", origin, socket];
}

/**
 * Security headers for every response. The CSP fits the built web app: scripts only from the same
 * origin, inline styles because Mantine sets CSS variables in style attributes. Connections and
 * images are limited to named origins: a bare `https:` or `wss:` would let an injected script send
 * what it read to any host.
 */
function helmetOptions(config: Config): Parameters<typeof helmet>[0] {
  return {
    referrerPolicy: { policy: 'no-referrer' },
    hsts: config.isProduction ? { maxAge: 15552000, includeSubDomains: true } : false,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': connectSources(config.webOrigin),
        'upgrade-insecure-requests': config.isProduction ? [] : null,
      },
    },
  };
}

/**
 * Helmet's headers depend only on the configuration, so they are worked out once at start;
 * running the middleware on every request rebuilt the CSP string each time (6 % of a small
 * read's CPU under load).
 */
function staticHelmetHeaders(config: Config) {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(config))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

export default fp(
  async (app) => {
    const { config } = app.ctx;
    const headers = staticHelmetHeaders(config);
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
    const origins = config.isProduction ? [config.webOrigin] : [config.webOrigin, DEV_WEB_ORIGIN];
    await app.register(cors, { origin: origins });
    app.addHook('onSend', async (request, reply) => {
      if (request.headers.authorization) reply.header('Cache-Control', 'no-store');
    });
  },
  { name: 'security', dependencies: ['context'] },
);
