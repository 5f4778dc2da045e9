import { z } from 'zod';
import { errorResponse } from '@capstone/contracts';

/** OpenAPI security of every route that needs a bearer token. */
export const bearerSecurity = [{ bearer: [] }];

/** The `{ "Error": … }` response schema under each status code a route can answer with. */
export function errorResponses<const Code extends number>(
  ...codes: Code[]
): Record<Code, typeof errorResponse> {
  return Object.fromEntries(codes.map((code) => [code, errorResponse])) as Record<
    Code,
    typeof errorResponse
  >;
}

/** A redirect's response: no body, the next page in `Location` (plugins/api-document.ts). */
export const redirectResponse = z.string().describe('Location is the next page');

const documentedBodies = new WeakMap<z.ZodType, z.ZodType>();

/**
 * A body the route takes loosely and its service checks against a schema that depends on the
 * account type or the institution, so that the service's messages and its order of checks
 * (a rate limit first, say) stay as they are. The API document shows `documented` instead:
 * the fields the service really reads. What the route accepts is `loose` unchanged.
 */
export function documentedBody<Loose extends z.ZodType>(loose: Loose, documented: z.ZodType) {
  const schema = loose.clone() as Loose;
  documentedBodies.set(schema, documented);
  return schema;
}

/** The schema the API document shows for a route's body (plugins/api-document.ts). */
export const bodyDocumentation = (body: unknown): unknown =>
  documentedBodies.get(body as z.ZodType) ?? body;
