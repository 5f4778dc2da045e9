import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';

const DEV_WEB_ORIGIN = 'http://localhost:5173';

/**
 * Security headers for every response. The CSP fits the built web app: scripts only from the
 * same origin, inline styles because Mantine sets CSS variables in style attributes.
 */
export default fp(
  async (app) => {
    const { config } = app.ctx;
    await app.register(helmet, {
      referrerPolicy: { policy: 'no-referrer' },
      hsts: config.isProduction ? { maxAge: 15552000, includeSubDomains: true } : false,
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'https:'],
          'connect-src': ["'self'", 'ws:', 'wss:'],
          'upgrade-insecure-requests': config.isProduction ? [] : null,
        },
      },
    });
    const origins = config.isProduction ? [config.webOrigin] : [config.webOrigin, DEV_WEB_ORIGIN];
    await app.register(cors, { origin: origins });
    app.addHook('onSend', async (request, reply) => {
      if (request.headers.authorization) reply.header('Cache-Control', 'no-store');
    });
  },
  { name: 'security', dependencies: ['context'] },
);
