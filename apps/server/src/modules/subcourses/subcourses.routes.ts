import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the subcourses module (api.md); filled in by the courses issue. */
const subcoursesRoutes: FastifyPluginAsyncZod = async () => {};

export default subcoursesRoutes;
