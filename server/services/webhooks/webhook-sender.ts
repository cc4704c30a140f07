import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Sending one webhook: the signature, the address checks and the request. Receivers verify
 * `Pricelist-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>`
 * (README, "Webhooks"). Addresses are judged by ipaddr.js's special-purpose ranges (see
 * `isInternalAddress`), when the address is added and again when the connection resolves the
 * name, so a name that later points inside (DNS rebinding) is refused too;
 * `WEBHOOK_ALLOW_PRIVATE=1` allows them (tests, a receiver on the same network).
 */

/** IANA's global unicast space: every other IPv6 address is special or not handed out. */
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
/** NAT64's well-known prefix, whose last 32 bits are the IPv4 address reached. */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/** The IPv4 address an IPv6 address reaches through mapping, NAT64 or 6to4, if any. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const [, a = 0, b = 0, , , , c = 0, d = 0] = address.parts;
  const ofWords = (high: number, low: number) =>
    new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  if (address.match(NAT64_WELL_KNOWN)) return ofWords(c, d);
  if (address.range() === '6to4') return ofWords(a, b);
  return null;
}

/**
 * True for an address no webhook may reach unless private addresses are allowed: every
 * special-purpose range ipaddr.js knows (loopback, private, link-local, unique-local,
 * carrier-grade NAT, site-local, Teredo, the local NAT64 prefix, multicast, reserved,
 * benchmarking, broadcast, unspecified, ...), IPv6 outside the global unicast space (such as
 * the IPv4-compatible `::a.b.c.d`), and IPv4-mapped, NAT64 and 6to4 addresses whose IPv4
 * address is one of these. Anything that is not an IP address counts as internal.
 */
export function isInternalAddress(address: string): boolean {
  if (!isIP(address)) return true;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() !== 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  const inside = embeddedIPv4(v6);
  if (inside) return inside.range() !== 'unicast';
  return v6.range() !== 'unicast' || !v6.match(GLOBAL_UNICAST);
}

export class RefusedAddress extends Error {}

/** A `lookup` for the connection that refuses internal addresses. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as unknown as LookupAddress[];
      const usable = list.filter((a) => allowPrivate || !isInternalAddress(a.address));
      if (!usable.length) return callback(new RefusedAddress(hostname), '', 4);
      if ((options as { all?: boolean }).all) {
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      }
      const first = usable[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

/** The signature header's value for a body sent at `unixSeconds`. */
export function signatureHeader(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export interface SendResult {
  /** The receiver's status code, or null when there was no answer. */
  status: number | null;
  error: string | null;
}

/**
 * POSTs the body once. Redirects are not followed; the answer's body is not read beyond its
 * first bytes; at most `timeoutMs` from start to answer.
 */
export function sendWebhook(options: {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  allowPrivate: boolean;
}): Promise<SendResult> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(options.url);
    } catch {
      resolve({ status: null, error: 'bad address' });
      return;
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !options.allowPrivate && isInternalAddress(host)) {
      resolve({ status: null, error: 'internal address refused' });
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    let settled = false;
    const done = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(options.allowPrivate),
        headers: {
          ...options.headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(options.body)),
          'user-agent': 'Pricelist-Webhooks/1',
        },
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('error', () => {});
        done({ status: response.statusCode ?? null, error: null });
        response.destroy();
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      done({ status: null, error: `no answer within ${options.timeoutMs} ms` });
    }, options.timeoutMs);
    request.on('error', (error) => {
      const refused = error instanceof RefusedAddress || error.cause instanceof RefusedAddress;
      done({
        status: null,
        error: refused ? 'internal address refused' : error.message.slice(0, 200),
      });
    });
    request.end(options.body);
  });
}
