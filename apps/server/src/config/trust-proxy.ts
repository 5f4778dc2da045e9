import { isIP } from 'node:net';

/** Who may set `X-Forwarded-For`: nobody, the nearest `n` hops, or the listed addresses. */
export type TrustProxy = false | number | string[];

/** One address, or an address and a prefix length valid for its family. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** `TRUST_PROXY`: a hop count (`1`), or addresses and CIDR ranges (`10.0.0.1, fd00::/8`). */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim();
  if (/^\d{1,3}$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

/**
 * Fastify's `trustProxy` for `trust`. Fastify ignores a bare hop count (it cannot check the
 * peer), so a count becomes proxy-addr's rule: the nearest `n` hops are proxies. The operator
 * chose that by setting a count, and the README says to use it only where the server can be
 * reached through the proxy alone.
 */
export function trustProxyOption(trust: TrustProxy) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
