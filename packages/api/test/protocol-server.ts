import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openEnvelope, sealEnvelope } from '../src/envelope';

/** One request as the test server understood it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The opened `encryptedData` plaintext, or the plain JSON or form body; null without a body. */
  payload: unknown;
  /** Whether the body came sealed in `encryptedData`. */
  enveloped: boolean;
  /** Multipart uploads only. */
  file?: { name: string; text: string; type: string };
}

export type Reply =
  | { kind: 'sealed'; body: unknown; status?: number }
  | { kind: 'raw'; status: number; body: string; contentType?: string }
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'hang' };

export type Handler = (request: ReceivedRequest) => Reply | Promise<Reply>;

/**
 * A tiny real HTTP server that speaks the site ↔ server protocol: it opens the
 * request envelope (JSON or multipart) and seals success payloads in
 * `{ resCode: 200, dataRes: { encryptData } }`.
 */
export async function startProtocolServer(key: string, handler: Handler) {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks);
      const contentType = req.headers['content-type'] ?? '';
      let payload: unknown = null;
      let enveloped = false;
      let file: ReceivedRequest['file'];
      if (contentType.startsWith('multipart/form-data')) {
        // Let the platform's own multipart parser read what the client's FormData wrote.
        const form = await new Request('http://local/', {
          method: 'POST',
          headers: { 'content-type': contentType },
          body: raw,
        }).formData();
        payload = openEnvelope(form.get('encryptedData'), key);
        enveloped = true;
        const part = form.get('file');
        if (part instanceof File)
          file = { name: part.name, text: await part.text(), type: part.type };
      } else if (contentType.startsWith('application/x-www-form-urlencoded')) {
        payload = Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
      } else if (raw.length > 0) {
        const body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
        // The account calls send plain JSON; everything else is sealed.
        if ('encryptedData' in body) {
          payload = openEnvelope(body.encryptedData, key);
          enveloped = true;
        } else {
          payload = body;
        }
      }
      const request: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        payload,
        enveloped,
        ...(file ? { file } : {}),
      };
      received.push(request);
      const reply = await handler(request);
      switch (reply.kind) {
        case 'hang':
          return; // never answer: the client's timeout or signal must end it
        case 'sealed':
          res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              resCode: 200,
              dataRes: { encryptData: sealEnvelope(reply.body, key) },
            }),
          );
          return;
        case 'json':
          res.writeHead(reply.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(reply.body));
          return;
        case 'raw':
          res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'text/html' });
          res.end(reply.body);
          return;
        default:
          reply satisfies never;
      }
    } catch (error) {
      // A request the protocol does not allow (e.g. an unreadable envelope).
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          resCode: 400,
          code: 'BAD_ENVELOPE',
          message: String(error),
          messageEn: String(error),
        }),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
