/**
 * Who may read the operators' figures (`GET /metrics`): a request with the operator token
 * (`METRICS_TOKEN`, `Authorization: Bearer …`, compared in constant time) or from a client
 * address in `METRICS_ALLOW` (addresses and CIDR ranges; `request.ip`, so behind a proxy named
 * in `TRUST_PROXY` the address `X-Forwarded-For` gives). With neither configured the figures
 * are off. Refused requests are counted per client address (10 a minute, then 429), accepted
 * ones apart (120 a minute): a flood of wrong tokens holds back only the address sending it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import type { MetricsConfig } from '../config';
import { AcceptedWorkLimit } from '../http/rate-limit';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/**
 * An allow-list entry as a range: an IPv4 address in four decimal parts, an IPv6 address, or
 * either with a prefix length (an IPv4-mapped IPv6 range counts as its IPv4 range); null when
 * it is none of these.
 */
export function addressRange(entry: string): Range | null {
  const [address = '', prefix, extra] = entry.trim().split('/');
  if (extra !== undefined) return null;
  const v4 = ipaddr.IPv4.isValidFourPartDecimal(address);
  if (!v4 && !ipaddr.IPv6.isValid(address)) return null;
  let max = v4 ? 32 : 128;
  let bits = prefix === undefined ? max : /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  if (bits < 0 || bits > max) return null;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6 = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress() && bits >= 96) {
    parsed = parsed.toIPv4Address();
    max = 32;
    bits -= 96;
  }
  return [parsed, Math.min(bits, max)];
}

/** Whether `ip` lies in one of the ranges; an IPv4-mapped IPv6 client is its IPv4 address. */
function inRanges(ranges: readonly Range[], ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const client = ipaddr.process(ip);
  return ranges.some(
    ([range, bits]) => range.kind() === client.kind() && client.match(range, bits),
  );
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** A refusal: 401 when a token would be taken, 403 when only addresses are; or 429 to wait. */
export type OperatorVerdict =
  | { ok: true }
  | { ok: false; why: 'off' | 'token' | 'address' }
  | { ok: false; why: 'wait'; waitMs: number };

export class OperatorAccess {
  private readonly token: Buffer | null;
  private readonly ranges: Range[];
  private readonly limit = new AcceptedWorkLimit(
    { capacity: 120, refillMs: 60_000 },
    { capacity: 10, refillMs: 60_000 },
  );

  constructor(config: MetricsConfig | undefined) {
    // Only the token's digest is kept: equal lengths for the constant-time comparison.
    this.token = config?.token ? digest(config.token) : null;
    this.ranges = (config?.allow ?? [])
      .map(addressRange)
      .filter((range): range is Range => range !== null);
  }

  /** Whether the figures are on at all. */
  get enabled(): boolean {
    return this.token !== null || this.ranges.length > 0;
  }

  /** Judges one request by its `Authorization` header and client address, and counts it. */
  check(authorization: string | undefined, ip: string, now: number): OperatorVerdict {
    if (!this.enabled) return { ok: false, why: 'off' };
    const waitMs = this.limit.wait(ip, now);
    if (waitMs > 0) return { ok: false, why: 'wait', waitMs };
    const ok = this.tokenMatches(authorization) || inRanges(this.ranges, ip);
    this.limit.count(ip, ok, now);
    if (ok) return { ok: true };
    return { ok: false, why: this.token ? 'token' : 'address' };
  }

  private tokenMatches(authorization: string | undefined): boolean {
    if (!this.token || !authorization) return false;
    const match = /^Bearer\s+(\S{1,512})\s*$/i.exec(authorization);
    return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), this.token);
  }
}
