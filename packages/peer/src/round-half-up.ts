import { TOLERANCE } from './tolerance';

/**
 * Rounds half up (away from zero) to `decimals` places.
 *
 * `Math.round(x * 100) / 100` fails on values whose decimal form ends in 5 but whose double lies
 * just below it (1.005 * 100 = 100.49999999999999). A remainder within the §23.5 tolerance of
 * one half is therefore treated as exactly one half.
 */
export function roundHalfUp(x: number, decimals: number): number {
  const scale = 10 ** decimals;
  const scaled = Math.abs(x) * scale;
  let whole = Math.floor(scaled);
  if (scaled - whole >= 0.5 - TOLERANCE * scale) whole += 1;
  if (whole === 0) return 0;
  return (Math.sign(x) * whole) / scale;
}

/** The value rounded half up and written with exactly `decimals` places, for evidence text. */
export function formatFixed(x: number, decimals = 2): string {
  return roundHalfUp(x, decimals).toFixed(decimals);
}
