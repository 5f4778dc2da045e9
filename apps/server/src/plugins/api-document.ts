import type { SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { bearerSecurity, bodyDocumentation, errorResponses } from '../lib/route-docs';

/**
 * The API document is generated from the route schemas (validation and documentation are the
 * same zod schemas); this file adds what every route can answer besides what it declares, from
 * what the route is: the statuses the framework and the cross-cutting plugins answer with.
 */

/** The statuses the `{"Error"}` responses of the document describe once, by reference. */
const ERRORS = {
  400: [
    'BadRequest',
    'The request is not valid; the message names the field and what is wrong with it. Also: a ' +
      'null character anywhere in the path, query or body, input nested too deeply, a body ' +
      'that is not JSON, or an address that does not decode.',
  ],
  401: [
    'Unauthorized',
    'No token, or one that is not valid any more; on the sign-in steps, a wrong code or password.',
  ],
  403: ['Forbidden', 'The caller may not do this.'],
  404: ['NotFound', 'What the path names does not exist, or the caller may not see it.'],
  409: ['Conflict', 'The current state does not allow it; the message says why.'],
  413: ['BodyTooLarge', 'The body is over 1 MB (2 MB on the member imports).'],
  414: ['PathTooLong', 'A part of the path is over 1,000 characters.'],
  415: ['UnsupportedMediaType', 'The body is not JSON.'],
  429: [
    'TooManyRequests',
    'A rate limit is spent (README, "Security"); Retry-After says when to try again.',
  ],
  431: ['HeadersTooLarge', 'The request line and headers together are over 16 KB.'],
  503: [
    'ServiceUnavailable',
    'The database, or a service the route needs (the LMS), is not answering.',
  ],
} as const satisfies Record<number, readonly [string, string]>;
type ErrorStatus = keyof typeof ERRORS;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type DocumentedRoute = Pick<RouteOptions, 'method' | 'url' | 'config'>;

/**
 * What any API route can answer whatever it declares: 400 (the input guard refuses a null
 * character in any query, and a path that does not decode), 431 (Node's parser, past 16 KB of
 * headers), 401 unless it is public, 414 with a path parameter (past `maxParamLength`), and 413
 * and 415 with a method that carries a body (Fastify parses any body, with or without a schema).
 */
function standardErrorStatuses(route: DocumentedRoute): ErrorStatus[] {
  const methods = [route.method].flat();
  const statuses: ErrorStatus[] = [400, 431];
  if (route.config?.auth !== 'public') statuses.push(401);
  if (route.url.includes(':')) statuses.push(414);
  if (methods.some((method) => BODY_METHODS.has(method))) statuses.push(413, 415);
  return statuses;
}

/** A route that takes a token without needing one says so; a public route takes none. */
function securityOf(route: DocumentedRoute) {
  const auth = route.config?.auth;
  if (auth === 'public') return undefined;
  return auth === 'optional' ? [...bearerSecurity, {}] : bearerSecurity;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/**
 * The swagger `transform` of each route: the standard errors and security added to what the
 * route declares, a documented body in place of a loose one (route-docs.ts `documentedBody`),
 * then the zod schemas turned into JSON Schema.
 */
export function documentRoute(input: TransformInput) {
  const { route } = input;
  if (!input.schema || !route.url.startsWith('/api/')) return jsonSchemaTransform(input);
  const schema = input.schema as FastifySchema & { security?: unknown };
  const security = securityOf(route);
  return jsonSchemaTransform({
    ...input,
    schema: {
      ...schema,
      ...(schema.body ? { body: bodyDocumentation(schema.body) } : {}),
      ...(security ? { security } : {}),
      response: {
        ...errorResponses(...standardErrorStatuses(route)),
        ...(schema.response as object | undefined),
      },
    },
  });
}

interface MediaType {
  schema?: JsonSchema;
}
interface Response {
  description?: string;
  content?: Record<string, MediaType>;
  headers?: Record<string, unknown>;
  $ref?: string;
}
interface JsonSchema {
  type?: string;
  properties?: Record<string, unknown>;
  anyOf?: JsonSchema[];
  [key: string]: unknown;
}
interface Document {
  paths?: Record<string, Record<string, { responses?: Record<string, Response> }>>;
  components?: Record<string, Record<string, unknown> | undefined>;
}

const isErrorSchema = (schema: JsonSchema | undefined) =>
  schema?.type === 'object' && Object.keys(schema.properties ?? {}).join() === 'Error';

const RETRY_AFTER = {
  description: 'Seconds until the spent limit opens again',
  schema: { type: 'integer', minimum: 1 },
};

/** `components.responses`: one `{"Error"}` response per status, always JSON. */
function errorComponents() {
  return Object.fromEntries(
    Object.entries(ERRORS).map(([status, [name, description]]) => [
      name,
      {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        ...(status === '429' ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
      },
    ]),
  );
}

/**
 * One response of an operation as the document shows it: an error is a reference to its
 * status's response (JSON whatever the route produces: errors never leave as CSV); a redirect
 * has no body, only `Location`; a success that is JSON or CSV by request (the audit's
 * `format=csv`) shows each schema under its own media type.
 */
function documentResponse(status: string, response: Response): Response {
  const content = Object.values(response.content ?? {});
  const error = ERRORS[Number(status) as ErrorStatus] as (typeof ERRORS)[ErrorStatus] | undefined;
  if (error && content.every((media) => isErrorSchema(media.schema))) {
    return { $ref: `#/components/responses/${error[0]}` };
  }
  if (status.startsWith('3')) {
    return {
      description: response.description ?? 'Redirect',
      headers: { Location: { description: 'The next page', schema: { type: 'string' } } },
    };
  }
  const csv = response.content?.['text/csv']?.schema;
  const json = response.content?.['application/json']?.schema;
  if (csv?.anyOf && json?.anyOf) {
    const isText = (branch: JsonSchema) => branch.type === 'string';
    const [text] = csv.anyOf.filter(isText);
    const rest = json.anyOf.filter((branch) => !isText(branch));
    return {
      ...response,
      content: {
        'application/json': { schema: rest.length === 1 ? rest[0] : { anyOf: rest } },
        'text/csv': { schema: text ?? { type: 'string' } },
      },
    };
  }
  return response;
}

/** The swagger `transformObject`: every operation's responses through `documentResponse`. */
export const documentResponses: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const openapiObject = documentObject.openapiObject as Document;
  for (const operations of Object.values(openapiObject.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const responses = operation.responses ?? {};
      for (const [status, response] of Object.entries(responses)) {
        responses[status] = documentResponse(status, response);
      }
    }
  }
  const components = openapiObject.components ?? {};
  openapiObject.components = {
    ...components,
    schemas: {
      ...components.schemas,
      Error: {
        type: 'object',
        properties: { Error: { type: 'string', description: 'A sentence for the user' } },
        required: ['Error'],
        additionalProperties: false,
      },
    },
    responses: { ...components.responses, ...errorComponents() },
  };
  return openapiObject as typeof documentObject.openapiObject;
};
