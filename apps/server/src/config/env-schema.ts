import { z } from 'zod';

/** Longer than any sensible value of any variable; keeps a pasted file out of the checks. */
export const MAX_VARIABLE_LENGTH = 2000;

/**
 * A free-text variable. Every one is capped at the same length, and a value past it is refused
 * for that alone (the variable's other checks do not run on it).
 */
export const envText = () =>
  z.string().max(MAX_VARIABLE_LENGTH, {
    message: `must be at most ${MAX_VARIABLE_LENGTH} characters`,
    abort: true,
  });

/**
 * Refuses `variable` for `reason`, from a check that spans variables. The checks chained after
 * this one do not run: they would only restate the same fault.
 */
export function refuse(ctx: z.RefinementCtx, variable: string, reason: string) {
  ctx.addIssue({ code: 'custom', path: [variable], message: reason, continue: false });
}
