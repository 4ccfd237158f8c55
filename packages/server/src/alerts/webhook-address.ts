import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/*
 * Where a webhook may not go: this machine, the networks behind it and the cloud's metadata service.
 * A receiver must have a public address; a TMC that runs its receiver on its own network allows it
 * with ALERTS_WEBHOOK_INTERNAL. The host's addresses are checked when the rule is saved and again as
 * each attempt connects (a name may resolve elsewhere later).
 */

/** Networks that are not the public internet (loopback, private, link-local, shared, reserved, …). */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  // NAT64 addresses carry an IPv4 address: never a receiver's public form.
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

/** True for an IP address on no public network (an IPv4-mapped IPv6 address counts as internal). */
export function internalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6 && /^::ffff:/i.test(address)) return true;
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A URL's host as an address or name: without the brackets of an IPv6 literal. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** The sentence refusing a receiver at an internal address. */
const internalProblem = (address: string) =>
  `Enter a receiver on the internet; the web address leads to an internal network address (${address}).`;

/**
 * The problem with a webhook URL's host, or null: an address on no public network, or a name that
 * resolves to one. A name that does not resolve now is let through (its attempts will fail and say
 * why); an attempt checks the addresses again as it connects.
 */
export async function webhookAddressProblem(url: string): Promise<string | null> {
  const host = hostOf(new URL(url));
  if (isIP(host)) return internalAddress(host) ? internalProblem(host) : null;
  const addresses = await new Promise<LookupAddress[]>((resolve) =>
    lookup(host, { all: true }, (error, found) => resolve(error ? [] : found)),
  );
  const internal = addresses.find((entry) => internalAddress(entry.address));
  return internal ? internalProblem(internal.address) : null;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for an HTTP request that refuses to connect to an internal address (the check at the
 * instant of connecting, so a name cannot resolve to a public address when saved and to an internal
 * one when called).
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const internal = addresses.find((entry) => internalAddress(entry.address));
    if (internal) {
      return callback(
        Object.assign(new Error(`refused: ${hostname} leads to the internal address ${internal.address}`), {
          code: 'EINTERNAL',
        }),
        '',
      );
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return first
      ? callback(null, first.address, first.family)
      : callback(new Error(`no address for ${hostname}`), '');
  });
}

/** Why an attempt may not connect to `url`'s host when it is an address literal, or null. */
export function literalAddressRefusal(url: URL): string | null {
  const host = hostOf(url);
  return isIP(host) && internalAddress(host) ? `refused: ${host} is an internal address` : null;
}
