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
