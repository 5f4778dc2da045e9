import type { z } from 'zod';
import { badRequest } from './app-error';

/** Validates with a contracts schema and turns the first issue into a 400 with its message. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
}
