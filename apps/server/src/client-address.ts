import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The visitor's address behind `trustProxy` proxies (`TRUST_PROXY`, a number of hops). Each proxy
 * appends the address it received the request from to X-Forwarded-For, so of the list followed by
 * the socket's address, the last `trustProxy` entries are our own proxies and the one before them
 * is the visitor. Entries further left were written by the client and are never believed. With 0
 * (the default: no proxy) the socket's address is the visitor, whatever the headers say.
 */
export function clientAddress(
  socketAddress: string | null,
  forwardedFor: string | null | undefined,
  trustProxy: number,
): string | null {
  if (trustProxy <= 0 || socketAddress === null) return socketAddress;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const chain = [...hops, socketAddress];
  return normalise(chain[Math.max(0, chain.length - 1 - trustProxy)] ?? socketAddress);
}

/** `::ffff:10.0.0.1` (IPv4 on an IPv6 socket) as `10.0.0.1`. */
function normalise(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/** The socket's address, or null when not served by @hono/node-server (`app.request` in tests). */
export function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** The visitor's address of a request (see `clientAddress`). */
export function requestAddress(c: Context, trustProxy: number): string | null {
  return clientAddress(socketAddress(c), c.req.header('x-forwarded-for'), trustProxy);
}

/**
 * The scheme the visitor used, as the outermost trusted proxy wrote it in X-Forwarded-Proto
 * (proxies append, as for X-Forwarded-For); undefined without a trusted proxy or the header.
 */
export function forwardedProto(headers: Headers, trustProxy: number): string | undefined {
  if (trustProxy <= 0) return undefined;
  const protos = (headers.get('x-forwarded-proto') ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '');
  if (protos.length === 0) return undefined;
  return protos[Math.max(0, protos.length - trustProxy)];
}
