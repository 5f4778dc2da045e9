/**
 * zod compiles object parsers with `new Function` unless told not to, and first probes whether it
 * may. The server's CSP has no 'unsafe-eval', so that probe alone logs a CSP violation (a
 * Lighthouse best-practices failure). zod reads its settings from this global, so the web sets
 * them here, before any schema exists, without pulling zod into the first page's code.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
