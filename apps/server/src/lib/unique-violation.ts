/** The constraint name of a PostgreSQL unique violation (23505), or undefined for other errors. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const candidate = e as { code?: string; constraint?: string; message?: string };
    if (candidate.code === '23505') {
      return candidate.constraint ?? candidate.message?.match(/constraint "([^"]+)"/)?.[1] ?? '';
    }
  }
  return undefined;
}
