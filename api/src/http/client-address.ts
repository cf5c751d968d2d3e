import { BlockList, isIPv4, isIPv6 } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 and ::1, also written as an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  if (isIPv4(address)) return loopback.check(address, 'ipv4');
  return isIPv6(address) && loopback.check(address, 'ipv6');
}

/**
 * Which hops Express believes (its `trust proxy` setting, read by `req.ip`, `req.secure` and every
 * per-address limit): hop 0 is the connection's peer, hop 1 the last `X-Forwarded-For` entry, and
 * so on. The first `proxyHops` hops (TRUST_PROXY) are believed whoever they are. A loopback peer
 * is believed for its one hop besides: that is the storefront's server renderer in this very
 * process, calling the api with the shopper's address in `X-Forwarded-For`, and only a process on
 * this machine can connect from loopback. Any other peer's `X-Forwarded-For` counts only where
 * TRUST_PROXY says so.
 */
export function clientAddressTrust(proxyHops: number): (address: string | undefined, hop: number) => boolean {
  return (address, hop) => hop < proxyHops || (hop === 0 && isLoopbackAddress(address));
}
