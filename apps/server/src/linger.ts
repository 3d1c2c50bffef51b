import type { Socket } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/** How long, and how much, a refused body is still read before the socket is closed. */
const LINGER_MS = 2000;
const LINGER_BYTES = 64 * 1024 * 1024;

/**
 * Ends the connection after an answer given before the request body was read
 * (413): `Connection: close` so the client does not reuse the socket, and a
 * lingering close, so the answer is not lost. Node destroys a `Connection: close`
 * socket as soon as the answer is written; a client still sending its body then
 * gets a reset (EPIPE/ECONNRESET) instead of the 413. Here the socket is
 * half-closed instead and what still arrives is discarded for up to 2 s or 64 MB.
 */
export function closeAfterAnswer(c: Context): void {
  c.header('Connection', 'close');
  // Only under @hono/node-server (HTTP/1); elsewhere the header alone is all there is.
  const socket: Socket | undefined = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;
  if (!socket || socket.destroyed || typeof socket.destroySoon !== 'function') return;
  socket.destroySoon = () => {
    let bytes = 0;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    socket.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > LINGER_BYTES) socket.destroy();
    });
    socket.end();
    socket.resume();
  };
}
