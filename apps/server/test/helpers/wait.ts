// Waiting in tests: for a while, for a condition, or for proof that nothing more comes.

type Check = () => boolean | Promise<boolean>;

/** Long enough for a loaded machine running two test files at once; only a failure waits it. */
const DEFAULT_TIMEOUT_MS = 20_000;
/** Often enough to add little to a passing test, rarely enough not to crowd the database. */
const POLL_MS = 20;

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once `check` holds, asking again every few milliseconds. After `timeoutMs` it fails
 * with `what` (or, unnamed, the check's own source), so a failure says what never happened.
 */
export function until(check: Check, timeoutMs?: number): Promise<void>;
export function until(check: Check, what: string, timeoutMs?: number): Promise<void>;
export async function until(
  check: Check,
  whatOrTimeout?: string | number,
  timeoutMs?: number,
): Promise<void> {
  const what = typeof whatOrTimeout === 'string' ? whatOrTimeout : check.toString();
  const limit =
    (typeof whatOrTimeout === 'number' ? whatOrTimeout : timeoutMs) ?? DEFAULT_TIMEOUT_MS;
  const deadline = Date.now() + limit;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${limit} ms waiting for ${what}`);
    await pause(POLL_MS);
  }
}

/**
 * Gives anything still on its way `ms` to arrive, before a test asserts that nothing did (a
 * post a removed member must not see, a mail that must not be sent). Absence cannot be awaited,
 * so this is a plain wait, named for what the test means by it.
 */
export const nothingArrives = (ms: number) => pause(ms);
