import fp from 'fastify-plugin';
import { MESSAGES, nullCharacter } from '@capstone/contracts';
import { badRequest } from '../lib/app-error';

/** Deeper than any request the API defines; deeper input is refused before any schema walks it. */
export const MAX_INPUT_DEPTH = 32;

const NUL = '\u0000';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Body keys whose content the route's service checks item by item (member import rows,
     * where one bad row must not fail the others); the guard leaves them alone.
     */
    rowsCheckedByService?: string;
  }
}

type Path = readonly (string | number)[];

/** `experiences[0].title`, as the field is named in the request. */
export const fieldName = (root: string | null, path: Path) =>
  path.reduce<string>(
    (name, part) =>
      typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${part}` : part,
    root ?? '',
  ) || 'body';

/**
 * The first problem of one request part: a string (or an object key) holding U+0000, which
 * PostgreSQL cannot store in text, or nesting deeper than any route takes. Iterative, so a
 * body nested ten thousand levels deep costs a loop, not the stack.
 */
export function inputProblem(value: unknown, root: string | null): string | null {
  const stack: { value: unknown; path: Path }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return nullCharacter(fieldName(root, path));
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (path.length >= MAX_INPUT_DEPTH) return MESSAGES.nestedTooDeeply;
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push({ value: current[index], path: [...path, index] });
      }
      continue;
    }
    const entries = Object.entries(current as Record<string, unknown>);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, child] = entries[index]!;
      if (key.includes(NUL)) return nullCharacter(fieldName(root, path) || 'body');
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/**
 * A string containing U+0000 anywhere in the params, query or body is a 400 that names the field,
 * on every route, before its schema or service runs; so no route can hand one to the database
 * (PostgreSQL refuses it, which would otherwise be a 500). Params and query are checked on arrival,
 * before the auth hook reads the subcourse a path names; the body once it is parsed.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const problem = inputProblem(request.params, null) ?? inputProblem(request.query, null);
      if (problem) throw badRequest(problem);
    });
    app.addHook('preValidation', async (request) => {
      const rows = request.routeOptions.config.rowsCheckedByService;
      const body = request.body;
      const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
      const checked = rows && isObject ? { ...body, [rows]: undefined } : body;
      const problem = inputProblem(checked, null);
      if (problem) throw badRequest(problem);
    });
  },
  { name: 'input-guard' },
);
