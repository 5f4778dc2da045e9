import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client address that per-address budgets count by. An IPv4 address is itself; an
 * IPv6 client is its /64, because one subscriber is usually handed a whole /64 and could otherwise
 * take 2^64 fresh budgets; an IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is the IPv4 address
 * it carries.
 */
export function budgetAddress(ip: string): string {
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros, a trailing IPv4 part converted. */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  const ipv4Tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail[1]!.split('.').map(Number) as [number, number, number, number];
    const tail = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
    text = text.slice(0, -ipv4Tail[1]!.length) + tail;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    Number.parseInt(group, 16).toString(16),
  );
}
