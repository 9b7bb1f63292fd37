// What a per-address limit counts (issue 40, item 9). An IPv4 client has one address;
// an IPv6 client is handed a whole /64 by its provider (a phone, a home router) and may
// pick a new address in it for every request, so counting the full IPv6 address would
// give it 2^64 budgets. Every limit keyed on the caller's address keys it through
// `addressKey`; a mosque report remembers the reporter's wider network (`networkOf`).
import { isIPv4, isIPv6 } from 'node:net';

/** ::ffff:10.0.0.5 (an IPv4 peer on a dual-stack socket) is 10.0.0.5. */
const unmapped = (address: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address);

/** The eight 16-bit groups of an IPv6 address ('::' expanded, a dotted IPv4 tail as two groups, a zone dropped). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const groups = rest === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => parseInt(group, 16));
}

/** The /64 an IPv6 address is in, written alike however the address was: '2001:db8:0:7::/64'. */
function ipv6Slash64(address: string): string {
  return `${ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The key a per-address limit counts: the IPv4 address itself, or the IPv6 address's /64. */
export function addressKey(address: string): string {
  const plain = unmapped(address);
  return isIPv6(plain) ? ipv6Slash64(plain) : plain;
}

/** The reporter's network, for 'not all from one network' (decisions.md): an IPv4 /24 or an IPv6 /64. */
export function networkOf(address: string): string {
  const plain = unmapped(address);
  if (isIPv4(plain)) return `${plain.split('.').slice(0, 3).join('.')}.0/24`;
  return isIPv6(plain) ? ipv6Slash64(plain) : plain;
}
