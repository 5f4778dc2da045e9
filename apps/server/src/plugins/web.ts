import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@capstone/contracts';
import { WEB_DIST } from '../paths';

/**
 * Serves the built web app on the API's port. Unknown `/api` paths are JSON 404s; any other GET
 * that accepts HTML gets index.html so the client router can handle deep links.
 */
export default fp<{ webDist?: string }>(
  async (app, options) => {
    const root = options.webDist ?? WEB_DIST;
    const hasWeb = existsSync(path.join(root, 'index.html'));
    if (hasWeb) {
      // wildcard: files are looked up per request, so a rebuild needs no restart.
      await app.register(fastifyStatic, { root, wildcard: true, index: 'index.html' });
    } else {
      app.log.warn(`web app not built (${root}); run "npm run build" to serve it`);
    }
    app.setNotFoundHandler((request, reply) => {
      const isPage =
        request.method === 'GET' &&
        !request.url.startsWith('/api') &&
        !request.url.startsWith('/assets/') &&
        !request.url.startsWith('/socket.io');
      if (hasWeb && isPage) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send({ Error: MESSAGES.notFound });
    });
  },
  { name: 'web' },
);
