import { openEnvelope, sealEnvelope } from '@tonggye/api/envelope';
import { JSDOM } from 'jsdom';
import { expect } from 'vitest';
import { newMember } from './accounts-helpers';
import { identityHeaders, type Reply, type TestServer } from './helpers';

/** Helpers of the community and service-centre tests. */
export type ContentReply<T = Record<string, unknown>> = Reply<T>;

/**
 * Identity headers plus `connection: close`: a fresh connection per request, so a busy machine
 * never hands a request to a kept-alive socket the server is closing (an ECONNRESET that is no
 * answer of the server's).
 */
function headersOf(credential: string | null): Record<string, string> {
  return { ...identityHeaders(credential), connection: 'close' };
}

async function toReply<T>(response: Response, key: string): Promise<ContentReply<T>> {
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  let data = undefined as T;
  if (response.status === 200) {
    // Boards answer `{ resCode, encryptData }` (their own shape); the rest `{ resCode, dataRes }`.
    if (typeof body.encryptData === 'string') data = openEnvelope<T>(body.encryptData, key);
    else data = body.dataRes as T;
  }
  return { status: response.status, headers: response.headers, body, data };
}

/** POST `{ encryptedData: seal(payload) }` as the site's board calls do. */
export async function sealedPost<T = Record<string, unknown>>(
  server: TestServer,
  path: string,
  payload: unknown,
  credential: string | null,
): Promise<ContentReply<T>> {
  const response = await fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headersOf(credential) },
    body: JSON.stringify({ encryptedData: sealEnvelope(payload, server.config.envelopeKey) }),
  });
  return toReply<T>(response, server.config.envelopeKey);
}

/** A plain JSON request (POST, DELETE) with the identity headers. */
export async function jsonRequest<T = Record<string, unknown>>(
  server: TestServer,
  method: 'POST' | 'DELETE',
  path: string,
  body: unknown,
  credential: string | null,
): Promise<ContentReply<T>> {
  const response = await fetch(server.url + path, {
    method,
    headers: { 'content-type': 'application/json', ...headersOf(credential) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return toReply<T>(response, server.config.envelopeKey);
}

/** A multipart POST (the one-to-one Q&A with attachments). */
export async function formRequest<T = Record<string, unknown>>(
  server: TestServer,
  path: string,
  form: FormData,
  credential: string | null,
): Promise<ContentReply<T>> {
  const response = await fetch(server.url + path, {
    method: 'POST',
    headers: headersOf(credential),
    body: form,
  });
  return toReply<T>(response, server.config.envelopeKey);
}

export async function get<T = Record<string, unknown>>(
  server: TestServer,
  path: string,
  credential: string | null = null,
): Promise<ContentReply<T>> {
  const response = await fetch(server.url + path, { headers: headersOf(credential) });
  return toReply<T>(response, server.config.envelopeKey);
}

/** A new member made an administrator (there is no call that grants it: the seed does). */
export async function makeAdmin(server: TestServer) {
  const admin = await newMember(server);
  await server.db
    .updateTable('users')
    .set({ level: 'admin' })
    .where('id', '=', admin.userUuid)
    .execute();
  return admin;
}

export type CommunityTable =
  | 'board_posts'
  | 'board_replies'
  | 'notice_comments'
  | 'notices'
  | 'faqs'
  | 'qna'
  | 'qna_attachments'
  | 'admin_audit_log'
  | 'notice_categories'
  | 'faq_categories'
  | 'qna_categories';

export async function countOf(server: TestServer, table: CommunityTable): Promise<number> {
  const row = await server.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A clock one second later at every reading: rows written one after another never tie. */
export function tickingClock(start = Date.now()): () => Date {
  let at = start;
  return () => {
    at += 1000;
    return new Date(at);
  };
}

/**
 * Puts HTML into a real DOM (jsdom) and fails when anything in it could run: script or style
 * elements, event-handler or style attributes, `javascript:`/`data:`/`vbscript:` URLs, CSS
 * `expression(`/`url(` in an attribute, frames, objects, forms, SVG, MathML.
 */
export function expectInert(html: string): void {
  const { document } = new JSDOM('<!doctype html><body></body>').window;
  const holder = document.createElement('div');
  holder.innerHTML = html;
  expect(
    holder.querySelectorAll(
      'script, style, iframe, object, embed, form, svg, math, link, meta, base, noscript',
    ),
    html,
  ).toHaveLength(0);
  for (const element of holder.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames()) {
      expect(attribute.toLowerCase(), html).not.toMatch(/^on|^style$|^srcdoc$|^formaction$/);
      const squeezed = (element.getAttribute(attribute) ?? '').replace(/\s/g, '').toLowerCase();
      expect(squeezed, html).not.toMatch(/^(javascript|vbscript|data):/);
      expect(squeezed, html).not.toMatch(/expression\(|url\(/);
    }
  }
}
