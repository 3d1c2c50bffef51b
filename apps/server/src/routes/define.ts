import type { Env, Hono } from 'hono';
import type { H } from 'hono/types';
import type { z } from 'zod';
import type { ErrorCode } from '../errors';

/**
 * How a request body travels:
 * - `envelope`: JSON `{ encryptedData }`, the plaintext sealed with the envelope key;
 * - `account`: plain JSON (or `{ encryptedData }`), or form-encoded with a `data` field holding
 *   the JSON, a sealed envelope or the bare value (the account calls of `/user/*`);
 * - `upload`: multipart/form-data with `file` and an optional sealed `encryptedData`;
 * - `image`: multipart/form-data with the image in `file`;
 * - `none`: no body.
 */
export type BodyKind = 'envelope' | 'account' | 'upload' | 'image' | 'none';

/** Who may call: anyone, a guest id or member token (`auth`/`authorization`), or a member. */
export type Caller = 'anyone' | 'identity' | 'member';

/**
 * How a success answers: `sealed` is `{ resCode: 200, dataRes: { encryptData } }` (the sealed
 * plaintext result), `board` is `{ resCode: 200, encryptData }` (the board calls' own shape: they
 * "return encryptData", at the top level), `plain` is `{ resCode: 200, dataRes: {...} }` as is,
 * `raw` is anything else (this document, `/health`).
 */
export type ReplyKind = 'sealed' | 'board' | 'plain' | 'raw';

/** A definition whose path keeps its literal type, so handlers can read its `:name` parameters. */
export type RouteDocAt<P extends string> = RouteDoc & { path: P };

export interface RouteDoc {
  method: 'get' | 'post' | 'delete';
  /**
   * The path as Hono registers it (`:name` for parameters): relative to the Hono app the route
   * is defined on; the document shows the path the whole app answers at.
   */
  path: string;
  tag: string;
  summaryKo: string;
  summaryEn: string;
  body: BodyKind;
  /** The plaintext request: the same zod object the route validates with. */
  schema?: z.ZodType;
  caller: Caller;
  reply: ReplyKind;
  /** What `dataRes` (or the opened `encryptData`) holds, in words. */
  resultKo?: string;
  resultEn?: string;
  /** Media types of a `raw` success (JSON when not given). */
  rawTypes?: string[];
  /** Error codes this call answers with besides the ones every call can get. */
  errors?: ErrorCode[];
  /** A longer explanation, Korean and English (the operation's `description`). */
  description?: [string, string];
}

/** The definition of each route, keyed by the handler that answers it. */
const definitions = new WeakMap<object, RouteDoc>();

/** Hono keeps a sub-app's own handler here when it wraps it in the sub-app's error handler. */
const COMPOSED_HANDLER = '__COMPOSED_HANDLER';

/**
 * Registers a route on `app` and records its definition: the one place a route's method, path,
 * request schema, caller, body, reply, errors and summary are written. `/openapi.json` is built
 * by walking the app's routes (`definedRoutes`), so a route cannot be documented apart from its
 * handler.
 */
export function defineRoute<E extends Env, P extends string>(
  app: Hono<E>,
  doc: RouteDocAt<P>,
  // The path's own type lets handlers read their `:name` parameters as strings.
  ...handlers: [H<E, P>, ...H<E, P>[]]
): void {
  definitions.set(handlers[handlers.length - 1]!, doc);
  app.on(doc.method.toUpperCase(), doc.path, ...handlers);
}

function definitionOf(handler: unknown): RouteDoc | undefined {
  if (typeof handler !== 'function') return undefined;
  const own = definitions.get(handler);
  if (own !== undefined) return own;
  const inner = (handler as unknown as Record<string, unknown>)[COMPOSED_HANDLER];
  return inner === undefined ? undefined : definitionOf(inner);
}

export interface DefinedRoutes {
  /** Each defined route once, in registration order, with the path the whole app answers at. */
  defined: RouteDoc[];
  /** `method path` of the routes registered without a definition (middleware aside). */
  undefinedRoutes: string[];
}

/** The definitions of the routes `app` registers, found by walking its router's table. */
export function definedRoutes<E extends Env>(app: Hono<E>): DefinedRoutes {
  const byRoute = new Map<string, RouteDoc | undefined>();
  for (const route of app.routes) {
    // `app.use` middleware is registered for every method: it is not a route of its own.
    if (route.method === 'ALL') continue;
    const key = `${route.method.toLowerCase()} ${route.path}`;
    const doc = definitionOf(route.handler);
    if (doc !== undefined) byRoute.set(key, { ...doc, path: route.path });
    else if (!byRoute.has(key)) byRoute.set(key, undefined);
  }
  const defined: RouteDoc[] = [];
  const undefinedRoutes: string[] = [];
  for (const [key, doc] of byRoute) {
    if (doc === undefined) undefinedRoutes.push(key);
    else defined.push(doc);
  }
  return { defined, undefinedRoutes };
}
