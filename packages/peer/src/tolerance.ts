/**
 * §23.5: a value within 1e-9 of a threshold counts as equal to it, so that floating-point noise
 * (4.4 - 3.4 = 1.0000000000000004) never decides whether a rule applies.
 */
export const TOLERANCE = 1e-9;

/** a ≥ b, with values within the tolerance counted as equal. */
export function atLeast(a: number, b: number): boolean {
  return a >= b - TOLERANCE;
}

/** a ≤ b, with values within the tolerance counted as equal. */
export function atMost(a: number, b: number): boolean {
  return a <= b + TOLERANCE;
}

export function mean(values: readonly number[]): number {
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}
