import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Sending one webhook: the signature, the address checks and the request. Receivers verify
 * `Pricelist-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>`
 * (README, "Webhooks"). Addresses in private, loopback, link-local and other internal ranges
 * are refused when the name is resolved for the connection itself, so a name that later points
 * inside (DNS rebinding) is refused too; `WEBHOOK_ALLOW_PRIVATE=1` allows them (tests, a
 * receiver on the same network).
 */

const INTERNAL = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  INTERNAL.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(net, bits, 'ipv6');
}

/** True for an address no webhook may reach unless private addresses are allowed. */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return INTERNAL.check(mapped[1] as string, 'ipv4');
  const family = isIP(address);
  if (family === 4) return INTERNAL.check(address, 'ipv4');
  if (family === 6) return INTERNAL.check(address, 'ipv6');
  return true;
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
