import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A route's serializer (see below), built from its schema. */
function compileSerializer(route: Parameters<FastifySerializerCompiler<z.ZodType>>[0]) {
  let jsonSchema;
  try {
    jsonSchema = z.toJSONSchema(route.schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
  } catch {
    return zodSerializerCompiler(route);
  }
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}

/**
 * Writes each response through a serializer compiled from its zod schema (fast-json-stringify,
 * Fastify's own): like the zod serializer it writes only the listed fields, so nothing a
 * presenter did not name can leave, but it does not build a parsed copy of the answer first.
 * On a 300-student list that copy and its garbage were most of the request's CPU. A schema
 * JSON Schema cannot express (a transform) keeps the zod serializer.
 *
 * Each is compiled when its route first answers with that status: compiling all of them while
 * the routes were added took most of a second of the server's start, for a few milliseconds
 * on each route's first answer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => (serialize ??= compileSerializer(route))(data);
};
