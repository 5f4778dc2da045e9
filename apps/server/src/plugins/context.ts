import fp from 'fastify-plugin';
import type { ServiceContext } from '../lib/context';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: ServiceContext;
  }
}

/** Makes the service context available to every plugin and route. */
export default fp<{ ctx: ServiceContext }>(
  async (app, options) => {
    app.decorate('ctx', options.ctx);
  },
  { name: 'context' },
);
