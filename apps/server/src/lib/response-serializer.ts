import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Writes each response through a serializer compiled from its zod schema (fast-json-stringify,
 * Fastify's own): like the zod serializer it writes only the listed fields, so nothing a
 * presenter did not name can leave, but it does not build a parsed copy of the answer first.
 * On a 300-student list that copy and its garbage were most of the request's CPU. A schema
 * JSON Schema cannot express (a transform) keeps the zod serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
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
};
