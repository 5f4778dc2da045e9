import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the members module (api.md); filled in by the courses issue. */
const membersRoutes: FastifyPluginAsyncZod = async () => {};

export default membersRoutes;
