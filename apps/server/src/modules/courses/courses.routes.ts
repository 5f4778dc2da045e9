import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the courses module (api.md); filled in by the courses issue. */
const coursesRoutes: FastifyPluginAsyncZod = async () => {};

export default coursesRoutes;
