import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { IncomingMessage } from 'node:http';
import { finished } from 'node:stream/promises';
import type { HttpBindings } from '@hono/node-server';
import busboy from 'busboy';
import type { Context } from 'hono';
import { ApiError } from '../errors';

/** Small text fields beside the file (the sealed upload options). */
const MAX_FIELD_BYTES = 1024 * 1024;
const MAX_FIELDS = 50;
/** Bytes of the file gathered before they are written to its temporary file. */
const SPOOL_WRITE_BYTES = 1024 * 1024;

export interface ReceivedMultipart {
  /** The text fields; a name sent twice keeps its last value. */
  fields: Record<string, string>;
  /** The file part named `fileField`, written to `path`; null when the request had none. */
  file: { name: string; size: number } | null;
}

/**
 * Reads a multipart/form-data request as it arrives: the file part goes straight to `path` (a
 * new file) and is never held in memory whole, where `parseBody` buffers the body and then copies
 * it again into a `File`. The body's bytes are counted as they come and the request is refused
 * with 413 `tooLarge()` as soon as they pass `limitBytes` (or before reading anything when the
 * Content-Length says so), without reading the rest. A body that is not well-formed multipart
 * answers 400 BAD_MULTIPART. The caller removes `path` whatever happens.
 */
export async function receiveMultipartFile(
  c: Context,
  {
    path,
    fileField,
    limitBytes,
    tooLarge,
    onFile,
  }: {
    path: string;
    fileField: string;
    limitBytes: number;
    tooLarge: () => ApiError;
    /**
     * Told the file's name when its part begins; what it answers is given each piece of the file
     * as it arrives (besides its write to `path`), so the file can be read while it comes.
     */
    onFile?: (name: string) => (piece: Buffer) => void;
  },
): Promise<ReceivedMultipart> {
  const contentType = c.req.header('content-type') ?? '';
  const declared = c.req.header('content-length');
  if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
    if (Number.parseInt(declared, 10) > limitBytes) throw tooLarge();
  }
  const body = bodyPieces(c);
  if (body === null) throw new ApiError('BAD_MULTIPART');
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Browsers send a Korean file name as raw UTF-8 inside `filename="…"`.
      defParamCharset: 'utf8',
      limits: { fieldSize: MAX_FIELD_BYTES, fields: MAX_FIELDS },
    });
  } catch {
    throw new ApiError('BAD_MULTIPART');
  }

  const fields: Record<string, string> = {};
  let file: { name: string; size: number } | null = null;
  let out: WriteStream | null = null;
  let written: Promise<void> | null = null;
  let failure: unknown = null;
  const fail = (error: unknown) => {
    failure ??= error;
    // A file part cut short never ends its pipe: the write is stopped here instead.
    if (out !== null && !out.writableFinished) out.destroy();
  };
  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) fail(new ApiError('BAD_MULTIPART'));
    else fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    if (name !== fileField || file !== null) {
      stream.on('error', () => undefined);
      stream.resume();
      return;
    }
    const received = { name: info.filename ?? '', size: 0 };
    file = received;
    const take = onFile?.(received.name);
    const target = createWriteStream(path, { flags: 'wx' });
    out = target;
    // The pieces go to the file about a megabyte at a time, in one write each: a write per
    // network piece costs the main thread more than the rest of receiving it.
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = () => {
      if (pending.length === 0 || target.destroyed) return;
      target.cork();
      let more = true;
      for (const piece of pending) more = target.write(piece);
      target.uncork();
      pending = [];
      pendingBytes = 0;
      if (!more) {
        stream.pause();
        target.once('drain', () => stream.resume());
      }
    };
    stream.on('data', (chunk: Buffer) => {
      received.size += chunk.length;
      take?.(chunk);
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= SPOOL_WRITE_BYTES) flush();
    });
    stream.on('end', () => {
      flush();
      target.end();
    });
    // A part cut short (a broken or abandoned body) fails here; the write is stopped by `fail`.
    stream.on('error', () => fail(new ApiError('BAD_MULTIPART')));
    written = finished(target).catch((error: unknown) => {
      stream.resume();
      fail(error);
    });
  });
  const parsed = new Promise<void>((resolve) => {
    parser.on('close', resolve);
    parser.on('error', () => {
      fail(new ApiError('BAD_MULTIPART'));
      resolve();
    });
  });

  let size = 0;
  try {
    // Leaving the loop early (too large, a failed part) stops reading: what is left of the body
    // is not read here.
    for await (const value of body) {
      size += value.byteLength;
      if (size > limitBytes) throw tooLarge();
      if (failure !== null) break;
      if (!parser.write(value)) await Promise.race([once(parser, 'drain'), parsed]);
    }
  } catch (error) {
    parser.destroy();
    fail(error);
    await written;
    if (error instanceof ApiError) throw error;
    // The client went away or the body broke off: nothing usable arrived.
    throw new ApiError('BAD_MULTIPART');
  }
  parser.end();
  await parsed;
  await written;
  if (failure !== null) throw failure;
  return { fields, file };
}

/**
 * The request body's pieces. Under @hono/node-server, straight from Node's request while nothing
 * has read it yet: its web stream copies every piece once more (a million-row upload's 44 MB,
 * and as much garbage), and here each is read exactly once. Leaving the loop early only stops
 * reading, as cancelling the server's own body stream does, so the server still drains (or
 * closes) the connection after the answer. Elsewhere (tests' `app.request`), the web stream.
 */
function bodyPieces(c: Context): AsyncIterable<Uint8Array> | null {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  const untouched =
    incoming instanceof IncomingMessage &&
    !incoming.readableDidRead &&
    incoming.listenerCount('data') === 0 &&
    !c.req.raw.bodyUsed;
  if (untouched) return incoming.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>;
  const body = c.req.raw.body;
  return body === null ? null : webPieces(body);
}

/** A web stream's pieces; leaving early cancels the stream, so the rest is not read. */
async function* webPieces(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  let done = false;
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) {
        done = true;
        return;
      }
      yield next.value;
    }
  } finally {
    if (!done) reader.cancel().catch(() => undefined);
  }
}
