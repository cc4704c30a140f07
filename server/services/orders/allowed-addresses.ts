import { BlockList, isIP } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shops } from '../../db/schema';
import { AppError, notFound } from '../../errors';

/**
 * A shop's allow-list of client addresses (`shops.allowed_ips`): IPv4 and IPv6 addresses and
 * CIDR ranges. When the list is not empty, customers order only from inside it (the shop's
 * Wi-Fi); staff set it on the admin page.
 */

export const MAX_ALLOWED_ADDRESSES = 100;

/** One spelling of an address: an IPv4 address mapped into IPv6 counts as the IPv4 address. */
function normaliseIp(ip: string): string {
  const text = ip.trim().toLowerCase();
  return text.startsWith('::ffff:') && text.includes('.') ? text.slice(7) : text;
}

/** An entry's address and prefix length, or null when it is not an address or a CIDR. */
function parseEntry(entry: string): { address: string; family: 4 | 6; prefix: number } | null {
  const [rawAddress = '', rawPrefix, extra] = entry.trim().split('/');
  if (extra !== undefined) return null;
  const address = normaliseIp(rawAddress);
  const family = isIP(address);
  if (family !== 4 && family !== 6) return null;
  const max = family === 4 ? 32 : 128;
  if (rawPrefix === undefined) return { address, family, prefix: max };
  if (!/^\d{1,3}$/.test(rawPrefix) || Number(rawPrefix) > max) return null;
  return { address, family, prefix: Number(rawPrefix) };
}

/** The list as it is stored: trimmed, lower-case, without doubles; 400 naming a bad entry. */
export function checkedAllowedAddresses(entries: readonly string[]): string[] {
  const result: string[] = [];
  entries.forEach((entry, index) => {
    const parsed = parseEntry(entry);
    if (!parsed) {
      throw new AppError(
        'BAD_REQUEST',
        `"${entry.slice(0, 64)}" is not an IPv4 or IPv6 address or a CIDR range such as 192.0.2.0/24.`,
        [{ loc: ['body', 'allowed_ips', index], msg: 'Not an address or CIDR range.', ctx: {} }],
      );
    }
    const max = parsed.family === 4 ? 32 : 128;
    const text = parsed.prefix === max ? parsed.address : `${parsed.address}/${parsed.prefix}`;
    if (!result.includes(text)) result.push(text);
  });
  return result;
}

/** Whether `clientIp` is in the list; an empty list allows everyone. */
export function addressAllowed(entries: readonly string[], clientIp: string): boolean {
  if (!entries.length) return true;
  const client = normaliseIp(clientIp);
  const family = isIP(client);
  if (family !== 4 && family !== 6) return false;
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseEntry(entry);
    if (!parsed) continue;
    const type = parsed.family === 4 ? 'ipv4' : 'ipv6';
    list.addSubnet(parsed.address, parsed.prefix, type);
  }
  return list.check(client, family === 4 ? 'ipv4' : 'ipv6');
}

export async function getAllowedAddresses(db: Executor, shopId: string): Promise<string[]> {
  const [shop] = await db
    .select({ allowedIps: shops.allowedIps })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop) throw notFound('Shop');
  return shop.allowedIps;
}

export async function setAllowedAddresses(
  tx: Executor,
  shopId: string,
  entries: readonly string[],
): Promise<string[]> {
  const allowedIps = checkedAllowedAddresses(entries);
  const [row] = await tx
    .update(shops)
    .set({ allowedIps })
    .where(eq(shops.id, shopId))
    .returning({ allowedIps: shops.allowedIps });
  if (!row) throw notFound('Shop');
  return row.allowedIps;
}
